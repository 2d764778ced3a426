import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppDispatch } from '../store/hooks';
import { readSelection, selectionKeys, type SelectionName } from '../storage/selection';
import { selectionMade } from '../storage/selection.saga';

/**
 * The choices a screen was handed (trade type, product id...): the URL wins, browser storage (the spec's
 * hand-off) is the fallback. A choice found only in storage is written into the URL (replacing the entry), so
 * the page can be shared and reloaded; one found in the URL is kept in storage for the screens after it.
 */
export function useSelections<Name extends SelectionName>(
  names: readonly Name[],
): Record<Name, string | null> {
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const dispatch = useAppDispatch();
  const namesKey = names.join(',');
  const values = useMemo(
    () =>
      Object.fromEntries(
        namesKey.split(',').map((name) => [name, readSelection(name as Name, `?${search}`)]),
      ),
    [namesKey, search],
  ) as Record<Name, string | null>;

  useEffect(() => {
    const query = new URLSearchParams(search);
    const found: Partial<Record<SelectionName, string>> = {};
    let missingFromUrl = false;
    for (const name of namesKey.split(',') as Name[]) {
      const value = values[name];
      if (value === null) continue;
      found[name] = value;
      if (query.get(selectionKeys[name].key) !== value) {
        query.set(selectionKeys[name].key, value);
        missingFromUrl = true;
      }
    }
    if (Object.keys(found).length > 0) dispatch(selectionMade({ values: found }));
    if (missingFromUrl) setLocation(`${path}?${query.toString()}`, { replace: true });
  }, [dispatch, namesKey, path, search, setLocation, values]);

  return values;
}
