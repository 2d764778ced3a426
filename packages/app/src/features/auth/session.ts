import type { AccountUser } from '@plastihub/api-client';

/** The signed-in session in localStorage: the token and the user. Never logged. */
export const TOKEN_KEY = 'plastihub.token';
export const USER_KEY = 'plastihub.user';

export interface StoredSession {
  token: string | null;
  user: AccountUser | null;
}

/** When localStorage cannot keep the session (full, or blocked), this page keeps it here instead. */
let unsaved: StoredSession | null = null;

const quietly = (write: () => void) => {
  try {
    write();
  } catch {
    // Blocked storage: nothing to clean up there.
  }
};

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
  if (unsaved) return { ...unsaved };
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const saved = localStorage.getItem(USER_KEY);
    const user = token ? parseUser(saved) : null;
    if (saved && !user) localStorage.removeItem(USER_KEY);
    return { token, user };
  } catch {
    return { token: null, user: null };
  }
}

export function saveSession(token: string, user: AccountUser | null) {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
    unsaved = null;
  } catch {
    // Full storage (QuotaExceededError) must not fail a sign-in: this page keeps the session, and an
    // older one left in storage must not come back.
    unsaved = { token, user };
    quietly(() => localStorage.removeItem(TOKEN_KEY));
    quietly(() => localStorage.removeItem(USER_KEY));
  }
}

export function saveUser(user: AccountUser) {
  if (unsaved) {
    unsaved.user = user;
    return;
  }
  try {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    quietly(() => localStorage.removeItem(USER_KEY));
  }
}

export function clearSession() {
  unsaved = null;
  quietly(() => localStorage.removeItem(TOKEN_KEY));
  quietly(() => localStorage.removeItem(USER_KEY));
}

export const readToken = (): string | null => {
  if (unsaved) return unsaved.token;
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

/**
 * The user signed out (here or in another tab), or another user signed in elsewhere: this tab's hand-offs (their
 * machine ids, chat partner, the listings they opened, the OTP and registration steps) go, so the next user
 * starts clean. Shared preferences in localStorage (the material city, the compare list) stay.
 */
export function forgetUserChoices() {
  quietly(() => sessionStorage.clear());
  // What a full or blocked storage kept in this tab's memory goes too (that module is loaded if it kept any).
  import('../../shared/browserStorage')
    .then(({ browserStorage }) => browserStorage('session').clear())
    .catch(() => undefined);
}
