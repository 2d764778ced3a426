import { Link, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { href } from '../../../shared/routing/paths';
import { TradeTiles } from '../../../shared/tiles/SectionTiles';

/** `/trade`: the four trade types as tiles, and the way for a seller to list a product. */
export default function TradeScreen() {
  return (
    <Stack space="xl">
      <PageHeading
        title="Trade"
        description="Buy and sell virgin polymers, compounds, reprocessed polymer and scrap."
        actions={
          <Link href={href('tradeProductAdd')} asButton variant="primary">
            Add Product
          </Link>
        }
      />
      <TradeTiles showTitle={false} />
    </Stack>
  );
}
