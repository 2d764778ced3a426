import { PageHeader, Stack } from '@plastihub/ui';
import { ConnectTiles } from '../../../shared/tiles/SectionTiles';

export default function ConnectScreen() {
  return (
    <Stack space="xl">
      <PageHeader
        title="Connect"
        description="Money, machines, materials and manpower for your plastics business."
      />
      <ConnectTiles showTitle={false} />
    </Stack>
  );
}
