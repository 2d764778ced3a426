import { Stack } from '@plastihub/ui';
import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { useCompareTray } from '../components/comparedMaterials';
import { MaterialPriceWatch } from '../components/MaterialPriceWatch';
import { useMaterialCity } from '../components/MaterialCity';
import { materialListing } from '../materialListing';
import { materialPage } from '../materials.data';

/** `/material-details`: a material's pictures and properties, its price watch and the compare list. */
export default function MaterialDetailsScreen() {
  const page = useSelectedRecord('materialId', materialPage);
  const { city } = useMaterialCity();
  const { tray } = useCompareTray(city);
  return (
    <Stack space="lg">
      <ListingDetail kind={materialListing(city)} fallbackTitle="Material Details" page={page} />
      {page.data?.record && city && <MaterialPriceWatch material={page.data.record} city={city} />}
      {tray}
    </Stack>
  );
}
