import { browserStorage } from '../storage/browserStorage';
import { isRecord } from './storedValues';
import { readListingItem, type ListingRef } from './listingItem';

/**
 * A guest's Save waits here while they sign in (the tab's session storage: signing out clears it, and it never
 * reaches another tab). It is theirs only if this tab completes a sign-in soon after: the Save toggle that then
 * sees the signed-in user saves it. Another tab's sign-in (which makes this tab that session) or a sign-in long
 * after drops it.
 */
const STORAGE_KEY = 'plastihub.pending-save';
/** A sign-in later than this is not the one the Save asked for. */
export const PENDING_SAVE_MS = 15 * 60 * 1000;

const write = (listing: ListingRef, at: number, signedIn: boolean) =>
  browserStorage('session').setItem(
    STORAGE_KEY,
    JSON.stringify({ listing: { ...listing, savedAt: 0 }, at, signedIn }),
  );

export function rememberPendingSave(listing: ListingRef, now = Date.now()) {
  write(listing, now, false);
}

function read(): { listing: ListingRef; at: number; signedIn: boolean } | null {
  try {
    const stored: unknown = JSON.parse(browserStorage('session').getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(stored) || typeof stored.at !== 'number') return null;
    const item = readListingItem(stored.listing);
    if (!item) return null;
    const { savedAt: _savedAt, gone: _gone, ...listing } = item;
    return { listing, at: stored.at, signedIn: stored.signedIn === true };
  } catch {
    return null;
  }
}

/** This tab has just completed a sign-in (the one the guest's Save sent them to): the waiting save is theirs. */
export function pendingSaveSignedIn(now = Date.now()) {
  const pending = read();
  if (!pending || now - pending.at > PENDING_SAVE_MS) {
    browserStorage('session').removeItem(STORAGE_KEY);
    return;
  }
  write(pending.listing, pending.at, true);
}

/** The waiting save, taken out (it is saved once): only after a sign-in this tab completed in time. */
export function takePendingSave(): ListingRef | null {
  const pending = read();
  if (pending === null || !pending.signedIn) return null;
  browserStorage('session').removeItem(STORAGE_KEY);
  return pending.listing;
}
