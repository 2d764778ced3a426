import { browserStorage } from '../storage/browserStorage';
import { readListingItem, type ListingRef } from './listingItem';

/**
 * A guest's Save waits here while they sign in (the tab's session storage: signing out clears it, and it never
 * reaches another tab); the first Save toggle that sees a signed-in user saves it.
 */
const STORAGE_KEY = 'plastihub.pending-save';

export function rememberPendingSave(listing: ListingRef) {
  browserStorage('session').setItem(STORAGE_KEY, JSON.stringify({ ...listing, savedAt: 0 }));
}

/** The waiting save, taken out: it is saved once. */
export function takePendingSave(): ListingRef | null {
  const raw = browserStorage('session').getItem(STORAGE_KEY);
  if (raw === null) return null;
  browserStorage('session').removeItem(STORAGE_KEY);
  try {
    const item = readListingItem(JSON.parse(raw));
    if (!item) return null;
    const { savedAt: _savedAt, gone: _gone, ...listing } = item;
    return listing;
  } catch {
    return null;
  }
}
