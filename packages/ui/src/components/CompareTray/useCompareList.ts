import { useState } from 'react';
import {
  addToCompare,
  compareLimitMessage,
  defaultCompareLimit,
  removeFromCompare,
  type CompareId,
} from './compare';

export interface CompareRefusal {
  message: string;
  /** Grows with every refused add, so a repeated refusal is announced again. */
  count: number;
}

/**
 * A compare list held in component state, with the spec's rules: at most `limit` items, no
 * duplicates, and the alert "You can Compare upto 3 items" when one more is refused. (The app
 * may keep the list in its store with the same pure functions instead.)
 */
export function useCompareList<T extends { id: CompareId }>({
  initialItems = [],
  limit = defaultCompareLimit,
}: { initialItems?: readonly T[]; limit?: number } = {}) {
  const [items, setItems] = useState<readonly T[]>(initialItems);
  const [refusal, setRefusal] = useState<CompareRefusal>();

  const has = (id: CompareId) => items.some((item) => item.id === id);
  const add = (item: T): boolean => {
    const result = addToCompare(items, item, limit);
    if (result.added) {
      setItems(result.items);
      setRefusal(undefined);
    } else if (result.reason === 'limit') {
      setRefusal((current) => ({ message: compareLimitMessage(limit), count: (current?.count ?? 0) + 1 }));
    }
    return result.added;
  };
  const remove = (id: CompareId) => {
    setItems(removeFromCompare(items, id));
    setRefusal(undefined);
  };
  const toggle = (item: T) => (has(item.id) ? remove(item.id) : add(item));

  return { items, has, add, remove, toggle, refusal, dismissRefusal: () => setRefusal(undefined) };
}
