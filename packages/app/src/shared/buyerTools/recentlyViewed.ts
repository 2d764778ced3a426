import { sameListing, type ListingItem, type ListingRef } from './listingItem';

/** How many of the listings the user opened are remembered (the dashboard and home page show them all). */
export const MAX_RECENTLY_VIEWED = 20;

/** The user opened a listing: it goes first (once), and the oldest beyond the limit go. */
export const recordView = (
  recentlyViewed: readonly ListingItem[],
  listing: ListingRef,
  now: Date,
): readonly ListingItem[] =>
  [
    { ...listing, savedAt: now.getTime() },
    ...recentlyViewed.filter((viewed) => !sameListing(viewed, listing)),
  ].slice(0, MAX_RECENTLY_VIEWED);
