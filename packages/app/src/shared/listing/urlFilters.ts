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
  /**
   * Which values the list can apply (`isId` for a choice of records): anything else in the URL is dropped when it
   * is read, so a chip never shows a value that filters nothing.
   */
  accepts?: (value: string) => boolean;
}

/** The most values one multiple-choice filter takes from a URL: more than anyone picks, not a flood of ids. */
export const MAX_FILTER_CHOICES = 50;

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

/**
 * The filters in force in a query string: unknown and empty parameters are ignored, values a filter does not
 * accept and duplicates dropped, and a multiple choice keeps at most MAX_FILTER_CHOICES values.
 */
export function readFilters<Param extends string>(
  search: string,
  defs: readonly (FilterDef & { param: Param })[],
): FilterValues<Param> {
  const query = new URLSearchParams(search);
  const values = {} as FilterValues<Param>;
  for (const def of defs) {
    const raw = query.get(def.param);
    const accepted = (list: string[]) => (def.accepts ? list.filter(def.accepts) : list);
    if (def.selection === 'search') values[def.param] = accepted(raw?.trim() ? [raw.trim()] : []);
    else if (def.selection === 'single') values[def.param] = accepted(splitList(raw)).slice(0, 1);
    else values[def.param] = [...new Set(accepted(splitList(raw)))].slice(0, MAX_FILTER_CHOICES);
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

/**
 * The one way an id is read from the URL or browser storage: a plain digit string (no sign, exponent, fraction,
 * spaces or leading zero) naming a safe integer above 0; null for anything else, and nothing is asked for it.
 * `Number` alone would read `1e21` (sent back as `1e+21`), `0x10`, and round `9007199254740993` to another
 * record's id.
 */
export function idOf(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Whether a value names a record: for a filter's `accepts`. */
export const isId = (value: string): boolean => idOf(value) !== null;

/** Ids from a filter's values, for the server's comma lists: anything that is not an id is dropped. */
export const idsOf = (value: readonly string[]): number[] =>
  value.map(idOf).filter((id): id is number => id !== null);
