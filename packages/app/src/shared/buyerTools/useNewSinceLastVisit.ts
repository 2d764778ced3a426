import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSignedInUserId } from '../account/signedInUser';
import { findSavedSearch, markOpened, newSince } from './savedSearches';
import { useBuyerTool } from './userStore';

const NONE: ReadonlySet<string> = new Set();

interface Visit {
  searchId: string;
  /** What the list showed when its answer first came: all of it counts as seen from now. */
  shownIds: readonly string[];
  newIds: ReadonlySet<string>;
}

/**
 * On a list the user saved as a search: the ids of the listings new since they last opened it (to mark "New"),
 * taken when the list's answer first shows; the list then counts as opened (what it shows is seen). The marks
 * stay while the list is on screen.
 */
export function useNewSinceLastVisit(shownIds: readonly string[] | null): ReadonlySet<string> {
  const [path] = useLocation();
  const filters = useSearch();
  const { items, update } = useBuyerTool(useSignedInUserId(), 'savedSearches');
  const search = findSavedSearch(items, path, filters);
  const [visit, setVisit] = useState<Visit | null>(null);

  // The first answer of this saved list in this visit: what is new is decided now (React's "adjusting state
  // while rendering"), before the list counts as opened.
  if (search && shownIds !== null && visit?.searchId !== search.id) {
    setVisit({ searchId: search.id, shownIds, newIds: new Set(newSince(search, shownIds)) });
  }

  useEffect(() => {
    if (!visit) return;
    update((searches) =>
      searches.map((each) =>
        each.id === visit.searchId ? markOpened(each, visit.shownIds, new Date()) : each,
      ),
    );
  }, [visit, update]);

  return visit && visit.searchId === search?.id ? visit.newIds : NONE;
}
