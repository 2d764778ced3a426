import { Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { parseCompareIds } from '../../../shared/listing/compareList';
import { CompareResults } from '../../../shared/listing/CompareResults';
import { useSelections } from '../../../shared/listing/useSelections';
import { useComparedMaterials } from '../components/comparedMaterials';
import { useMaterialCity } from '../components/MaterialCity';
import { compareFields } from '../materialListing';

/**
 * `/material-compare?compare=1,2,3`: up to three materials side by side, every property a row, the rows where
 * they differ marked. The link can be shared: it shows its own materials, not the visitor's compare list.
 */
export default function MaterialCompareScreen() {
  const { compareList } = useSelections(['compareList']);
  const ids = parseCompareIds(compareList);
  const { city } = useMaterialCity();
  const { view } = useComparedMaterials(ids, city);
  return (
    <Stack space="lg">
      <PageHeading
        title="Compare Materials"
        description={city ? `Prices for ${city}` : 'Choose a city on the material screens to compare prices.'}
      />
      <CompareResults view={view} fields={compareFields(city)} itemsName="materials" />
    </Stack>
  );
}
