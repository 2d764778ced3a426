import { PageHeader, SafeHtml, Stack } from '@plastihub/ui';
import type { CallOptions } from '@plastihub/api-client';
import { useResource } from '../../../shared/useResource';
import { ScreenState } from '../../../shared/ScreenState';

/** A page of server-provided HTML, sanitized before it is rendered. */
export function PageContentScreen({
  title,
  resourceKey,
  load,
}: {
  title: string;
  resourceKey: string;
  load: (params: undefined, options?: CallOptions) => Promise<string>;
}) {
  const page = useResource(resourceKey, load, undefined);
  return (
    <Stack space="lg">
      <PageHeader title={title} />
      <ScreenState resource={page} isEmpty={(html) => html.trim() === ''}>
        {(html) => <SafeHtml html={html} />}
      </ScreenState>
    </Stack>
  );
}
