import type { AccountUser } from '@plastihub/api-client';
import { browserStorage } from '../../shared/storage/browserStorage';

/** The signed-in session in localStorage: the token and the user. Never logged. */
export const TOKEN_KEY = 'plastihub.token';
export const USER_KEY = 'plastihub.user';

export interface StoredSession {
  token: string | null;
  user: AccountUser | null;
}

/** localStorage, guarded: full or blocked, this tab keeps the session in memory. */
const local = () => browserStorage('local');

const text = (value: unknown) => typeof value === 'string';
const idOrNull = (value: unknown) => value === null || typeof value === 'number';

/** The check each field of a saved user passes. */
const USER_FIELDS: Record<keyof AccountUser, (value: unknown) => boolean> = {
  id: idOrNull,
  name: text,
  firstName: text,
  lastName: text,
  countryCode: text,
  mobile: text,
  email: text,
  companyName: text,
  address: text,
  countryId: idOrNull,
  countryName: text,
  state: text,
  city: text,
  roles: (value) => Array.isArray(value) && value.every(text),
  image: (value) => value === null || text(value),
  emailVerified: (value) => typeof value === 'boolean',
};

/**
 * The saved user, or null when it is not one (bad JSON, or another shape: an older app, or edited by
 * hand): the app then carries on with the token and an unnamed user rather than crash on it.
 */
export function parseUser(saved: string | null): AccountUser | null {
  if (!saved) return null;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const fits = Object.entries(USER_FIELDS).every(([field, check]) => check(record[field]));
  return fits ? (value as AccountUser) : null;
}

export function loadSession(): StoredSession {
  const token = local().getItem(TOKEN_KEY);
  const saved = local().getItem(USER_KEY);
  const user = token ? parseUser(saved) : null;
  if (saved && !user) local().removeItem(USER_KEY);
  return { token, user };
}

/**
 * Full storage (QuotaExceededError) never fails a sign-in: this tab keeps the session (browserStorage). A token
 * stored before goes first, so that an older session can never come back after a reload or in another tab.
 */
export function saveSession(token: string, user: AccountUser | null) {
  local().removeItem(TOKEN_KEY);
  local().setItem(TOKEN_KEY, token);
  if (user) saveUser(user);
  else local().removeItem(USER_KEY);
}

export function saveUser(user: AccountUser) {
  local().setItem(USER_KEY, JSON.stringify(user));
}

/** The stored session goes (the service worker's kept answers go with the session change: auth.saga.ts). */
export function clearSession() {
  local().removeItem(TOKEN_KEY);
  local().removeItem(USER_KEY);
}

export const readToken = (): string | null => local().getItem(TOKEN_KEY);

/**
 * The user signed out (here or in another tab), or another user signed in elsewhere: this tab's hand-offs (their
 * machine ids, chat partner, the listings they opened, the OTP and registration steps) go, so the next user
 * starts clean. Shared preferences in localStorage (the material city, the compare list) stay.
 */
export function forgetUserChoices() {
  browserStorage('session').clear();
}
