import { isApiError, newIdempotencyKey } from '@plastihub/api-client';
import { browserStorage } from '../storage/browserStorage';

/**
 * The Idempotency-Key of each token purchase that is not settled yet, per user and package. A purchase whose
 * answer was lost may have been made: until the server confirms it or refuses it, buying the same package again is
 * the same purchase, so it sends the same key, from any tab of the browser, after a reload, and after signing out
 * and in again (the server then answers the first purchase instead of charging again).
 */

/** In localStorage: every tab of the browser reads the same keys, and signing out (which clears the tab's session
 * storage) keeps them. A key is a random id, nothing of the user's. */
const STORAGE_KEY = 'plastihub.pending-purchases';
/** Longer is not a key this module made (the server takes up to 100 characters). */
const MAX_KEY_LENGTH = 100;

type Pending = Record<string, string>;

function load(): Pending {
  try {
    const value: unknown = JSON.parse(browserStorage('local').getItem(STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && entry[1].length <= MAX_KEY_LENGTH,
      ),
    );
  } catch {
    // A value that is not ours: nothing is pending.
    return {};
  }
}

/** Full or blocked storage keeps them in this tab's memory (browserStorage). */
function save(next: Pending) {
  if (Object.keys(next).length === 0) browserStorage('local').removeItem(STORAGE_KEY);
  else browserStorage('local').setItem(STORAGE_KEY, JSON.stringify(next));
}

const entryOf = (buyer: number | null, packageKey: string) => `${buyer ?? 'unknown'} ${packageKey}`;

/** The key of `buyer`'s purchase of the package: the pending one, or a new one that is pending from now on. */
export function purchaseKeyFor(buyer: number | null, packageKey: string): string {
  const pending = load();
  const entry = entryOf(buyer, packageKey);
  const existing = pending[entry];
  if (existing) return existing;
  const key = newIdempotencyKey();
  save({ ...pending, [entry]: key });
  return key;
}

/** The purchase went through or was refused: buying that package again is a new purchase, with a new key. */
export function purchaseSettled(buyer: number | null, packageKey: string) {
  const { [entryOf(buyer, packageKey)]: _settled, ...rest } = load();
  save(rest);
}

/**
 * Whether a failed purchase is settled: the server answered and refused it (its `error: 1`, a 422, another 4xx).
 * A lost answer, a time-out, a 5xx or an answer that could not be read may hide a purchase that was made, and so
 * may the 4xx answers that ask to try again later (408, 409 while the first request is still running, 425, 429).
 */
export function refusesPurchase(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'validation' || error.kind === 'unprocessable' || error.kind === 'unauthorized')
    return true;
  if (error.kind !== 'server' || !('status' in error) || typeof error.status !== 'number') return false;
  return error.status >= 400 && error.status < 500 && ![408, 409, 425, 429].includes(error.status);
}
