import type { ListingRef } from './listingItem';

/**
 * A listing's details link with its query in a fixed order: the same listing opened from a card, from a shared
 * link or from the address bar is one entry in the tools.
 */
export function canonicalPath(path: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

/**
 * A listing as the shortlist and the recently viewed list keep it: identified by its kind and its details link
 * (in a fixed order), opened and shared by the link as it came.
 */
export function listingRef(listing: { kind: string; path: string; title: string; picture?: string | null }) {
  const { kind, path, title } = listing;
  const ref: ListingRef = { kind, id: canonicalPath(path), title, path };
  return listing.picture ? { ...ref, picture: listing.picture } : ref;
}
