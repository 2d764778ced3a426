import type { CompareItem } from '@plastihub/ui';
import type { Resource } from '../data/definitions';
import { useResourceList } from '../data/usePagedResource';
import type { ResourceView } from '../data/useData';

/**
 * The chosen listings' records (each cached like its details screen's, from the same resource), as columns of the
 * comparison: `items` as they come (the tray), and `view`, the comparison in a screen's states (failed once all
 * have answered and a missing one has failed, loading while one is missing). A record that is gone is left out.
 */
export function useComparedRecords<P, Details>(
  resource: Resource<P, { record: Details | null }>,
  paramsList: readonly P[],
  /** A record as a column; `params`, what it was asked for with. */
  itemOf: (record: Details, params: P) => CompareItem,
) {
  const { entries, request } = useResourceList(resource, paramsList);
  const items = entries.flatMap((entry, index) => {
    const page = entry?.data as { record: Details | null } | undefined;
    const params = paramsList[index];
    return page?.record && params !== undefined ? [itemOf(page.record, params)] : [];
  });
  const failed = entries.find((entry) => entry?.status === 'failed');
  const loading = entries.some((entry) => entry?.data === undefined);
  // A failure shows once every record has answered: shown while others were on their way, Try again asked only
  // for those failed so far, and the later failures left the comparison on its error.
  const answered = entries.every((entry) => entry !== undefined && entry.status !== 'loading');
  const view: ResourceView<readonly CompareItem[]> = {
    status: failed && loading && answered ? 'failed' : loading ? 'loading' : 'succeeded',
    data: loading ? undefined : items,
    error: failed?.error ?? null,
    retry: () => entries.forEach((entry, index) => entry?.status === 'failed' && request(index, true)),
  };
  return { items, view };
}
