import { sameListing, type ListingItem, type ListingRef } from './listingItem';
import { done, refused, type ToolResult } from './toolResult';

/** The most listings a shortlist keeps: a shortlist, not an archive, and a bound on what the browser stores. */
export const MAX_SHORTLIST = 100;

export const isSaved = (shortlist: readonly ListingItem[], listing: Pick<ListingItem, 'kind' | 'id'>) =>
  shortlist.some((saved) => sameListing(saved, listing));

/** Saves the listing (newest first); a listing already saved stays as it was. */
export function addToShortlist(
  shortlist: readonly ListingItem[],
  listing: ListingRef,
  now: Date,
): ToolResult<readonly ListingItem[]> {
  if (isSaved(shortlist, listing)) return done(shortlist);
  if (shortlist.length >= MAX_SHORTLIST)
    return refused(`Your shortlist holds up to ${MAX_SHORTLIST} listings. Remove one to save this listing.`);
  return done([{ ...listing, savedAt: now.getTime() }, ...shortlist]);
}

export const removeFromShortlist = (
  shortlist: readonly ListingItem[],
  listing: Pick<ListingItem, 'kind' | 'id'>,
): readonly ListingItem[] => shortlist.filter((saved) => !sameListing(saved, listing));

/** Its details page found no such listing: My Shortlist says so (it stays until the user removes it). */
export const markGone = (
  shortlist: readonly ListingItem[],
  listing: Pick<ListingItem, 'kind' | 'id'>,
): readonly ListingItem[] =>
  shortlist.some((saved) => sameListing(saved, listing) && !saved.gone)
    ? shortlist.map((saved) => (sameListing(saved, listing) ? { ...saved, gone: true as const } : saved))
    : shortlist;

/** The Save toggle: saves the listing, or removes it when it is saved. */
export const toggleShortlist = (
  shortlist: readonly ListingItem[],
  listing: ListingRef,
  now: Date,
): ToolResult<readonly ListingItem[]> =>
  isSaved(shortlist, listing)
    ? done(removeFromShortlist(shortlist, listing))
    : addToShortlist(shortlist, listing, now);

export interface ShortlistGroup {
  kind: string;
  items: readonly ListingItem[];
}

/**
 * My Shortlist's groups: the kinds in `kindOrder` first, in that order (the order the site's menus show them),
 * then any other kind by name; in a group, the latest saved first. Empty kinds have no group.
 */
export function groupByKind(
  shortlist: readonly ListingItem[],
  kindOrder: readonly string[],
): ShortlistGroup[] {
  const rank = (kind: string) => {
    const index = kindOrder.indexOf(kind);
    return index === -1 ? kindOrder.length : index;
  };
  const kinds = [...new Set(shortlist.map((item) => item.kind))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
  return kinds.map((kind) => ({
    kind,
    items: shortlist.filter((item) => item.kind === kind).sort((a, b) => b.savedAt - a.savedAt),
  }));
}
