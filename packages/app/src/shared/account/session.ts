import { createAction } from '@reduxjs/toolkit';
import type { AccountUser } from '@plastihub/api-client';

/**
 * The signed-in session as every layer sees it: the shell's account corner, the route guard and the account
 * pages read it, and any of them may end it. The auth feature owns the slice (under the `auth` key) and the
 * sign-in flows; these two signals live here so that no other feature has to import it.
 */
export interface SessionState {
  /** Whether a token is held. The token itself stays out of the store (and so out of DevTools): only the
   * api-client reads it, from the auth feature's storage. */
  signedIn: boolean;
  user: AccountUser | null;
}

/** The visitor chose Logout. */
export const logoutRequested = createAction('auth/logoutRequested');

/** Any 401 answer: the session is over. */
export const sessionExpired = createAction('auth/sessionExpired');
