import { CompareTable, type CompareField, type CompareItem } from '@plastihub/ui';
import type { ResourceView } from '../data/useData';
import { ScreenState } from '../page/ScreenState';

/**
 * A compare page's comparison in every state: loading, the failure with Try again, "No materials to compare",
 * then the listings side by side, a column each, the rows where they differ marked.
 */
export function CompareResults({
  view,
  fields,
  itemsName,
}: {
  view: ResourceView<readonly CompareItem[]>;
  fields: readonly CompareField[];
  /** What is compared: "materials". */
  itemsName: string;
}) {
  return (
    <ScreenState
      resource={view}
      isEmpty={(items) => items.length === 0}
      emptyTitle={`No ${itemsName} to compare`}
    >
      {(items) => (
        <CompareTable items={items} fields={fields} caption={`${items.length} ${itemsName} side by side`} />
      )}
    </ScreenState>
  );
}
