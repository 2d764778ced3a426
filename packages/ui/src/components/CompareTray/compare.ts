/*
 * The compare list as pure functions, so a reducer (the app keeps the list in browser storage)
 * and the `useCompareList` hook share one rule set.
 */

/** How many items a compare list takes unless told otherwise (the spec's limit). */
export const defaultCompareLimit = 3;

/** The spec's alert, word for word ("upto" included). */
export const compareLimitMessage = (limit: number = defaultCompareLimit) =>
  `You can Compare upto ${limit} items`;

export type CompareId = string | number;

export type CompareAddResult<T> =
  { added: true; items: readonly T[] } | { added: false; reason: 'limit' | 'duplicate'; items: readonly T[] };

/**
 * Appends `item` unless the list is full (the spec's limit, 3 by default) or already holds it.
 * A refused add returns the list unchanged with the reason, so the caller can show the alert.
 */
export function addToCompare<T extends { id: CompareId }>(
  items: readonly T[],
  item: T,
  limit: number = defaultCompareLimit,
): CompareAddResult<T> {
  if (items.some((existing) => existing.id === item.id)) return { added: false, reason: 'duplicate', items };
  if (items.length >= limit) return { added: false, reason: 'limit', items };
  return { added: true, items: [...items, item] };
}

export function removeFromCompare<T extends { id: CompareId }>(items: readonly T[], id: CompareId): T[] {
  return items.filter((item) => item.id !== id);
}

export type CompareValue = string | number | null | undefined;

/** One row of a comparison. */
export interface CompareField {
  /** The key of the value in each item's `values`. */
  key: string;
  /** The row's label ("Grade"). */
  label: string;
}

export interface CompareRow {
  key: string;
  label: string;
  /** One display value per item, '' when the item has none. */
  values: string[];
  /** True when at least two items show different values. */
  differs: boolean;
}

const display = (value: CompareValue) => (value === null || value === undefined ? '' : String(value).trim());

/** Values that read the same ("PP", "pp ", " PP") are not a difference worth flagging. */
const comparable = (value: string) => value.replace(/\s+/g, ' ').toLowerCase();

/** The comparison table: one row per field, flagged when the items' values differ. */
export function compareRows(
  items: readonly { values: Readonly<Record<string, CompareValue>> }[],
  fields: readonly CompareField[],
): CompareRow[] {
  return fields.map(({ key, label }) => {
    const values = items.map((item) => display(item.values[key]));
    const differs = new Set(values.map(comparable)).size > 1;
    return { key, label, values, differs };
  });
}
