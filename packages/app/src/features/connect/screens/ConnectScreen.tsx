import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { ConnectTiles } from '../../../shared/tiles/SectionTiles';

export default function ConnectScreen() {
  return (
    <Stack space="xl">
      <PageHeading
        title="Connect"
        description="Money, machines, materials and manpower for your plastics business."
      />
      <ConnectTiles showTitle={false} />
    </Stack>
  );
}
