import { useState } from 'react';
import {
  compareLimitMessage,
  defaultCompareLimit,
  type CompareId,
  type CompareRefusal,
  type ListingCompareToggle,
} from '@plastihub/ui';
import { useAppDispatch } from '../store/hooks';
import type { SelectionName } from '../storage/selection';
import { selectionMade } from '../storage/selection.saga';
import { idsOf } from './urlFilters';

/** The spec's compare list: ids, comma-separated. Anything else in it is dropped, and at most 3 kept. */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids = idsOf((value ?? '').split(',').map((part) => part.trim()));
  return [...new Set(ids)].slice(0, defaultCompareLimit);
}

/** Where a compare list is kept in this browser. */
export interface StoredCompareList {
  /** Names the list: a screen that turns to another list (another machine kind's) reads that one afresh. */
  name: string;
  /** The ids kept. */
  read: () => number[];
  /** The hand-off (selectionMade's values) that keeps these ids in the list's place. */
  written: (ids: readonly number[]) => Partial<Record<SelectionName, string | null>>;
}

/**
 * A compare list with the spec's rules: at most 3 ("You can Compare upto 3 items" and nothing added), and an id
 * already chosen is not added again. Kept in browser storage (`stored`) across the screens that show it.
 */
export function useCompareList(stored: StoredCompareList) {
  const dispatch = useAppDispatch();
  // The lists changed here, by name; one not changed yet is as kept.
  const [changed, setChanged] = useState<Readonly<Record<string, readonly number[]>>>({});
  const [refused, setRefused] = useState<CompareRefusal & { list: string }>();
  const { name } = stored;
  const ids = changed[name] ?? stored.read();
  const save = (next: readonly number[]) => {
    setRefused(undefined);
    setChanged((lists) => ({ ...lists, [name]: next }));
    dispatch(selectionMade({ values: stored.written(next) }));
  };
  const add = (id: number) => {
    if (ids.includes(id)) return;
    if (ids.length >= defaultCompareLimit) {
      setRefused((current) => ({
        list: name,
        message: compareLimitMessage(),
        count: (current?.count ?? 0) + 1,
      }));
      return;
    }
    save([...ids, id]);
  };
  const remove = (id: number) => save(ids.filter((chosen) => chosen !== id));
  const refusal = refused?.list === name ? refused : undefined;
  const dismissRefusal = () => setRefused(undefined);
  return {
    ids,
    add,
    remove,
    refusal,
    dismissRefusal,
    /** A card's Add to compare / Remove from compare. */
    toggleOf: (id: number): ListingCompareToggle => {
      const selected = ids.includes(id);
      return { selected, onToggle: () => (selected ? remove(id) : add(id)) };
    },
    /** What the CompareTray does with the list: Remove, and the refusal's alert. */
    trayControls: {
      onRemove: (id: CompareId) => remove(Number(id)),
      refusal,
      onDismissRefusal: dismissRefusal,
    },
  };
}
