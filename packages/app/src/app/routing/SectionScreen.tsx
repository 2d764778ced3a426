import { PageHeader, Stack, Text } from '@plastihub/ui';

/** A route whose screen comes later: the shell and the section's name, so navigation already works. */
export function SectionScreen({ title }: { title: string }) {
  return (
    <Stack space="lg">
      <PageHeader title={title} />
      <Text tone="muted">This section of PlastiHub is being built. Please check back soon.</Text>
    </Stack>
  );
}
