/**
 * List filters live in the URL query, so a filtered list can be shared, bookmarked, reloaded and walked with
 * back and forward. A multiple-choice filter is one comma-joined parameter (`?country=1,4`), the way the
 * server's filter calls take their ids; a single choice or a search is one plain value.
 */
export interface FilterDef {
  /** The query parameter, e.g. `country`. */
  param: string;
  /** The name on the filter's trigger and chips, e.g. "Country". */
  name: string;
  selection: 'single' | 'multiple' | 'search';
}

/** A list's search box, as the keyword search calls take it (`?keyword=`). */
export const keywordFilter = {
  param: 'keyword',
  name: 'Search',
  selection: 'search',
} as const satisfies FilterDef;

export type FilterValues<Param extends string = string> = Record<Param, string[]>;

const splitList = (raw: string | null): string[] =>
  (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** The filters in force in a query string; unknown and empty parameters are ignored, duplicates dropped. */
export function readFilters<Param extends string>(
  search: string,
  defs: readonly (FilterDef & { param: Param })[],
): FilterValues<Param> {
  const query = new URLSearchParams(search);
  const values = {} as FilterValues<Param>;
  for (const def of defs) {
    const raw = query.get(def.param);
    if (def.selection === 'search') values[def.param] = raw?.trim() ? [raw.trim()] : [];
    else if (def.selection === 'single') values[def.param] = splitList(raw).slice(0, 1);
    else values[def.param] = [...new Set(splitList(raw))];
  }
  return values;
}

/**
 * The query string with one filter set to `value` (removed when empty); every other parameter (the trade
 * type, other filters) is kept in its place.
 */
export function withFilter(search: string, param: string, value: readonly string[]): string {
  const query = new URLSearchParams(search);
  const joined = value.filter(Boolean).join(',');
  if (joined) query.set(param, joined);
  else query.delete(param);
  return query.toString();
}

/** The query string without any of these filters. */
export function withoutFilters(search: string, defs: readonly FilterDef[]): string {
  const query = new URLSearchParams(search);
  for (const def of defs) query.delete(def.param);
  return query.toString();
}

/** Whether any filter is in force. */
export const hasFilters = (values: FilterValues): boolean =>
  Object.values<string[]>(values).some((value) => value.length > 0);

/** Ids from a filter's values, for the server's comma lists: anything that is not a whole number is dropped. */
export const idsOf = (value: readonly string[]): number[] =>
  value.filter((part) => /^\d+$/.test(part)).map(Number);

/** A whole-number id from a query or storage value; null for anything else (no request for nothing). */
export const idOf = (value: string | null): number | null =>
  value !== null && /^\d+$/.test(value) ? Number(value) : null;
