import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { TradeTiles } from '../../../shared/tiles/SectionTiles';

/** `/trade`: the four trade types as tiles. */
export default function TradeScreen() {
  return (
    <Stack space="xl">
      <PageHeading
        title="Trade"
        description="Buy and sell virgin polymers, compounds, reprocessed polymer and scrap."
      />
      <TradeTiles showTitle={false} />
    </Stack>
  );
}
