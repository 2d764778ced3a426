import { useEffect, useMemo, useState } from 'react';
import type { ResourceCall } from '../data/definitions';
import { savedSearchCall } from './savedSearchLists';
import { useResourceCalls } from '../data/useResourceCalls';
import { loadRouteCode } from '../routing/routeCode';
import { listedIds, newSince, type SavedSearch } from './savedSearches';

/**
 * What is known of a saved search's new listings: being asked, counted, the reason it could not be, or that its
 * list cannot be asked (a stored record no list of this release accepts).
 */
export type NewListings =
  | { status: 'checking' }
  | { status: 'counted'; newIds: readonly string[] }
  | { status: 'failed'; error: string; retry: () => void }
  | { status: 'unavailable' };

const CHECK_FAILED = 'We could not check this search for new listings.';
export const SEARCH_UNAVAILABLE = 'This saved search is no longer available.';

/**
 * The new listings of each saved search (by its id), found by asking its list call again and comparing the ids
 * with those the user has seen. The call is defined by the list's own feature: its route's code loads first. Only
 * a list that can be saved, with params it accepts, is asked (savedSearchCall): stored data never sends anything else.
 */
export function useNewListingCounts(searches: readonly SavedSearch[]): Record<string, NewListings> {
  const [loadedPaths, setLoadedPaths] = useState<Record<string, 'loaded' | 'failed'>>({});
  const [attempt, setAttempt] = useState(0);
  const paths = useMemo(() => [...new Set(searches.map((search) => search.path))], [searches]);

  useEffect(() => {
    let current = true;
    for (const path of paths) {
      loadRouteCode(path).then(
        () => current && setLoadedPaths((loaded) => ({ ...loaded, [path]: 'loaded' })),
        () => current && setLoadedPaths((loaded) => ({ ...loaded, [path]: 'failed' })),
      );
    }
    return () => {
      current = false;
    };
  }, [paths, attempt]);

  const calls = new Map<SavedSearch, ResourceCall | null>();
  for (const search of searches) {
    if (loadedPaths[search.path] === 'loaded') calls.set(search, savedSearchCall(search.list));
  }
  const ready = searches.flatMap((search) => {
    const call = calls.get(search);
    return call ? [{ search, call }] : [];
  });
  const { entries, retry } = useResourceCalls(ready.map(({ call }) => call));

  const counts: Record<string, NewListings> = {};
  for (const search of searches) {
    if (loadedPaths[search.path] === 'failed') {
      counts[search.id] = { status: 'failed', error: CHECK_FAILED, retry: () => setAttempt((n) => n + 1) };
      continue;
    }
    if (calls.get(search) === null) {
      counts[search.id] = { status: 'unavailable' };
      continue;
    }
    const index = ready.findIndex((each) => each.search === search);
    const entry = index === -1 ? undefined : entries[index];
    const ids = entry?.data === undefined ? null : listedIds(entry.data);
    if (ids !== null) counts[search.id] = { status: 'counted', newIds: newSince(search, ids) };
    else if (entry?.status === 'failed' || (entry?.status === 'succeeded' && ids === null))
      counts[search.id] = { status: 'failed', error: entry.error ?? CHECK_FAILED, retry: () => retry(index) };
    else counts[search.id] = { status: 'checking' };
  }
  return counts;
}
