import { Link, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { href } from '../../../shared/routing/paths';
import { MaterialCityBar, useMaterialCity } from '../components/MaterialCity';
import { brandTiles } from '../materialListing';
import { materialBrands } from '../materials.data';

/** `/material-brand`: the brands; the city prices are for; Download Price List. */
export default function MaterialBrandsScreen() {
  const { city, choose } = useMaterialCity();
  const brands = useResource(materialBrands, null);
  return (
    <Stack space="lg">
      <PageHeading title="Material" description="Polymer grades by brand, with their prices in your city" />
      <MaterialCityBar city={city} onChoose={choose} />
      <div>
        <Link href={href('downloadPriceList')} asButton variant="secondary">
          Download Price List
        </Link>
      </div>
      <ListingTiles kind={brandTiles} results={brands} label="Brands" />
    </Stack>
  );
}
