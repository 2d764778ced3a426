import type { ResourceCall } from '../data/definitions';
import { isAppPath, isRecord, isText, isTime } from './storedValues';
import { done, refused, type ToolResult } from './toolResult';

/** A filtered list the user named, and the listings it showed them, to count what is new since. */
export interface SavedSearch {
  id: string;
  name: string;
  /** The screens' name for the listing kind of the list (trade, a machine kind, materials...). */
  kind: string;
  /** The list's path, without the query. */
  path: string;
  /** The list's URL query as it was saved (its filters and their order), without the "?". */
  filters: string;
  /** The list's call (its data key and params), asked again to count what is new. */
  list: ResourceCall;
  /** The ids of the listings the user has seen in this list. */
  seenIds: readonly string[];
  lastOpenedAt: number;
  createdAt: number;
}

/** What "Save this search" knows: the list on screen and the ids it shows. */
export type SearchToSave = Pick<SavedSearch, 'name' | 'kind' | 'path' | 'filters' | 'list' | 'seenIds'>;

export const MAX_SAVED_SEARCHES = 50;
export const MAX_SEARCH_NAME_LENGTH = 60;
/**
 * How many seen ids a search remembers: a list of up to 2,000 listings counts none of them new again (a list of
 * 600 counted 100 new at every visit with 500), and a listing pushed off a paged list and back is still not new.
 */
export const MAX_SEEN_IDS = 2000;

const key = (name: string) => name.trim().toLocaleLowerCase('en-IN');

/** Why the name cannot be used (for the field's message), or null. */
function nameProblem(name: string, others: readonly SavedSearch[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name for this search.';
  if (trimmed.length > MAX_SEARCH_NAME_LENGTH)
    return `Keep the name to ${MAX_SEARCH_NAME_LENGTH} characters or fewer.`;
  if (others.some((search) => key(search.name) === key(trimmed)))
    return `You already have a saved search named "${trimmed}". Choose another name.`;
  return null;
}

/** From the time it is saved, so that the id of a removed search does not come back as another one's. */
function newId(searches: readonly SavedSearch[], now: Date): string {
  const taken = new Set(searches.map((search) => search.id));
  const base = now.getTime().toString(36);
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}-${count}`;
  return id;
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Saves the search first in the list; what is on screen now counts as seen. */
export function saveSearch(
  searches: readonly SavedSearch[],
  search: SearchToSave,
  now: Date,
): ToolResult<readonly SavedSearch[]> {
  if (searches.length >= MAX_SAVED_SEARCHES)
    return refused(
      `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Remove one to save this search.`,
    );
  const problem = nameProblem(search.name, searches);
  if (problem) return refused(problem);
  const saved: SavedSearch = {
    id: newId(searches, now),
    name: search.name.trim(),
    kind: search.kind,
    path: search.path,
    filters: search.filters.replace(/^\?/, ''),
    list: search.list,
    seenIds: unique(search.seenIds).slice(0, MAX_SEEN_IDS),
    lastOpenedAt: now.getTime(),
    createdAt: now.getTime(),
  };
  return done([saved, ...searches]);
}

export const removeSearch = (searches: readonly SavedSearch[], id: string): readonly SavedSearch[] =>
  searches.filter((search) => search.id !== id);

/** The link that opens the saved list. */
export const savedSearchHref = (search: SavedSearch) =>
  search.filters ? `${search.path}?${search.filters}` : search.path;

/** A list's filters in any order are the same filters. */
const filterKey = (filters: string) =>
  [...new URLSearchParams(filters)]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');

/** The saved search of the list at this path and query, if the user saved it. */
export function findSavedSearch(
  searches: readonly SavedSearch[],
  path: string,
  filters: string,
): SavedSearch | undefined {
  const wanted = filterKey(filters);
  return searches.find((search) => search.path === path && filterKey(search.filters) === wanted);
}

/**
 * The ids of the listings in a list call's answer (an array of records, or a page with its `items`), as text;
 * null for an answer of another shape.
 */
export function listedIds(answer: unknown): string[] | null {
  const items = Array.isArray(answer) ? answer : isRecord(answer) ? answer.items : undefined;
  if (!Array.isArray(items)) return null;
  return items.flatMap((item) =>
    isRecord(item) && (typeof item.id === 'number' || typeof item.id === 'string') ? [String(item.id)] : [],
  );
}

/** The listings of the list now (`currentIds`, from asking the list call again) that the user has not seen. */
export function newSince(search: SavedSearch, currentIds: readonly string[]): string[] {
  const seen = new Set(search.seenIds);
  return unique(currentIds).filter((id) => !seen.has(id));
}

/** The user opened the list: what it shows now is seen (kept before what was seen earlier). */
export const markOpened = (search: SavedSearch, currentIds: readonly string[], now: Date): SavedSearch => ({
  ...search,
  seenIds: unique([...currentIds, ...search.seenIds]).slice(0, MAX_SEEN_IDS),
  lastOpenedAt: now.getTime(),
});

/**
 * The dashboard's total: the new listings of every saved search whose list has been asked for (`currentIds` by
 * search id); a search not asked for yet counts none.
 */
export const totalNew = (
  searches: readonly SavedSearch[],
  currentIds: Readonly<Record<string, readonly string[]>>,
): number =>
  searches.reduce((total, search) => total + newSince(search, currentIds[search.id] ?? []).length, 0);

export function readSavedSearch(value: unknown): SavedSearch | null {
  if (!isRecord(value)) return null;
  const { id, name, kind, path, filters, list, seenIds, lastOpenedAt, createdAt } = value;
  if (!isText(id) || !isText(name) || !isText(kind) || !isAppPath(path) || typeof filters !== 'string')
    return null;
  if (!isRecord(list) || !isText(list.key) || !('params' in list)) return null;
  if (!Array.isArray(seenIds) || !seenIds.every(isText) || !isTime(lastOpenedAt) || !isTime(createdAt))
    return null;
  return {
    id,
    name,
    kind,
    path,
    filters,
    list: { key: list.key, params: list.params },
    seenIds: seenIds.slice(0, MAX_SEEN_IDS),
    lastOpenedAt,
    createdAt,
  };
}
