import { PageHeader, Stack } from '@plastihub/ui';
import { TradeTiles } from '../../../shared/tiles/SectionTiles';

export default function TradeScreen() {
  return (
    <Stack space="xl">
      <PageHeader
        title="Trade"
        description="Buy and sell virgin polymers, compounds, reprocessed polymer and scrap."
      />
      <TradeTiles showTitle={false} />
    </Stack>
  );
}
