import type { MaterialDetails } from '@plastihub/api-client';
import { CompareTray } from '@plastihub/ui';
import { useResourceList } from '../../shared/data/usePagedResource';
import { href } from '../../shared/routing/paths';
import { useCompareList } from './compareList';
import { compareFields, compareItem } from './materialListing';
import { materialPage } from './materials.data';

/** The chosen materials' details (each cached like the details screen's), as columns of the comparison. */
export function useComparedMaterials(ids: readonly number[], city: string) {
  const chosen = useResourceList(
    materialPage,
    ids.map((id) => ({ id })),
  );
  const items = chosen.entries.flatMap((entry) => {
    const page = entry?.data as { record: MaterialDetails | null } | undefined;
    return page?.record ? [compareItem(page.record, city)] : [];
  });
  return { ...chosen, items };
}

/** The compare list and its tray, on every material screen. */
export function useCompareTray(city: string, placement: 'inline' | 'sticky' = 'inline') {
  const compare = useCompareList();
  const { items } = useComparedMaterials(compare.ids, city);
  const tray = (
    <CompareTray
      items={items}
      fields={compareFields(city)}
      itemsName="materials"
      onRemove={(id) => compare.remove(Number(id))}
      refusal={compare.refusal}
      onDismissRefusal={compare.dismissRefusal}
      compareHref={href('materialCompare', { query: { compare: compare.ids.join(',') } })}
      placement={placement}
    />
  );
  return { compare, tray };
}
