import type { MaterialDetails } from '@plastihub/api-client';
import { CompareTray } from '@plastihub/ui';
import { useCompareList } from '../../../shared/listing/compareList';
import { useComparedRecords } from '../../../shared/listing/comparedRecords';
import { href } from '../../../shared/routing/paths';
import { materialCompareList } from '../compareList';
import { compareFields, compareItem } from '../materialListing';
import { materialPage } from '../materials.data';

/** The chosen materials' details, priced for the city, as columns of the comparison. */
export const useComparedMaterials = (ids: readonly number[], city: string) =>
  useComparedRecords(
    materialPage,
    ids.map((id) => ({ id })),
    (material: MaterialDetails) => compareItem(material, city),
  );

/** The compare list and its tray, on every material screen. */
export function useCompareTray(city: string, placement: 'inline' | 'sticky' = 'inline') {
  const compare = useCompareList(materialCompareList);
  const { items } = useComparedMaterials(compare.ids, city);
  const tray = (
    <CompareTray
      {...compare.trayControls}
      items={items}
      fields={compareFields(city)}
      itemsName="materials"
      compareHref={href('materialCompare', { query: { compare: compare.ids.join(',') } })}
      placement={placement}
    />
  );
  return { compare, tray };
}
