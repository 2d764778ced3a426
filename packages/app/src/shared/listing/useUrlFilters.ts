import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  hasFilters,
  readFilters,
  withFilter,
  withoutFilters,
  type FilterDef,
  type FilterValues,
} from './urlFilters';

export interface UrlFilters<Param extends string> {
  values: FilterValues<Param>;
  /** Whether any filter is in force. */
  active: boolean;
  /** Sets one filter (Apply in its dropdown, a removed chip, a search): a new history entry. */
  apply: (param: Param, value: readonly string[]) => void;
  /** Removes every filter, keeping the rest of the query (the list's selection). No page reload. */
  clear: () => void;
}

/** The list's filters, held in the URL query: shareable, reload-proof, and walked with back and forward. */
export function useUrlFilters<Param extends string>(
  defs: readonly (FilterDef & { param: Param })[],
): UrlFilters<Param> {
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const values = useMemo(() => readFilters(search, defs), [search, defs]);
  const go = useCallback(
    (query: string) => setLocation(query ? `${path}?${query}` : path),
    [path, setLocation],
  );
  const apply = useCallback(
    (param: Param, value: readonly string[]) => go(withFilter(search, param, value)),
    [go, search],
  );
  const clear = useCallback(() => go(withoutFilters(search, defs)), [go, search, defs]);
  return { values, active: hasFilters(values), apply, clear };
}
