import { useState } from 'react';
import { compareLimitMessage, defaultCompareLimit, type CompareRefusal } from '@plastihub/ui';
import { useAppDispatch } from '../../shared/store/hooks';
import { idsOf } from '../../shared/listing/urlFilters';
import { readSelection } from '../../shared/storage/selection';
import { selectionMade } from '../../shared/storage/selection.saga';

/** The spec's compare list: material ids, comma-separated. Anything else in it is dropped, and at most 3 kept. */
export function parseCompareIds(value: string | null): number[] {
  const ids = idsOf((value ?? '').split(',').map((part) => part.trim()));
  return [...new Set(ids)].slice(0, defaultCompareLimit);
}

/**
 * The materials chosen to compare, kept in this browser (local storage `compare`) across the material screens:
 * at most 3 ("You can Compare upto 3 items" and nothing added), and an id already chosen is not added again.
 */
export function useCompareList() {
  const dispatch = useAppDispatch();
  // Storage, not the URL (there the query holds the brand and the search); opening a compare link makes its
  // materials the visitor's list.
  const [ids, setIds] = useState(() => parseCompareIds(readSelection('compareList', '')));
  const [refusal, setRefusal] = useState<CompareRefusal>();
  const save = (next: number[]) => {
    setIds(next);
    dispatch(selectionMade({ values: { compareList: next.length > 0 ? next.join(',') : null } }));
  };
  const add = (id: number) => {
    if (ids.includes(id)) return;
    if (ids.length >= defaultCompareLimit) {
      setRefusal((current) => ({ message: compareLimitMessage(), count: (current?.count ?? 0) + 1 }));
      return;
    }
    setRefusal(undefined);
    save([...ids, id]);
  };
  const remove = (id: number) => {
    setRefusal(undefined);
    save(ids.filter((chosen) => chosen !== id));
  };
  return { ids, add, remove, refusal, dismissRefusal: () => setRefusal(undefined) };
}
