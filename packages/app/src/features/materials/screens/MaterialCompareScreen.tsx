import { CompareTable, Stack } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useSelections } from '../../../shared/listing/useSelections';
import { ScreenState } from '../../../shared/page/ScreenState';
import { parseCompareIds } from '../compareList';
import { useComparedMaterials } from '../comparedMaterials';
import { useMaterialCity } from '../MaterialCity';
import { compareFields } from '../materialListing';

/**
 * `/material-compare?compare=1,2,3`: up to three materials side by side, every property a row, the rows where
 * they differ marked. The link can be shared: it shows its own materials, not the visitor's compare list.
 */
export default function MaterialCompareScreen() {
  const { compareList } = useSelections(['compareList']);
  const ids = parseCompareIds(compareList);
  const { city } = useMaterialCity();
  const chosen = useComparedMaterials(ids, city);
  const failed = chosen.entries.find((entry) => entry?.status === 'failed');
  const loading = chosen.entries.some((entry) => entry?.data === undefined);
  return (
    <Stack space="lg">
      <PageHeading
        title="Compare Materials"
        description={city ? `Prices for ${city}` : 'Choose a city on the material screens to compare prices.'}
      />
      <ScreenState
        resource={{
          status: failed && loading ? 'failed' : loading ? 'loading' : 'succeeded',
          data: loading ? undefined : chosen.items,
          error: failed?.error ?? null,
          retry: () =>
            chosen.entries.forEach(
              (entry, index) => entry?.status === 'failed' && chosen.request(index, true),
            ),
        }}
        isEmpty={(list) => list.length === 0}
        emptyTitle="No materials to compare"
      >
        {(list) => (
          <CompareTable
            items={list}
            fields={compareFields(city)}
            caption={`${list.length} materials side by side`}
          />
        )}
      </ScreenState>
    </Stack>
  );
}
