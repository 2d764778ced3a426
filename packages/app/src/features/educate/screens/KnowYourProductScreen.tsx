import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { industryTiles } from '../polymerListing';
import { polymerIndustries } from '../polymers.data';

/** `/know-your-product`: the industries; choosing one opens its products. */
export default function KnowYourProductScreen() {
  const industries = useResource(polymerIndustries, null);
  return (
    <Stack space="lg">
      <PageHeading
        title="Know Your Product Composition"
        description="Everyday products, part by part, and the polymers they are made of."
      />
      <ListingTiles kind={industryTiles} results={industries} label="Industries" />
    </Stack>
  );
}
