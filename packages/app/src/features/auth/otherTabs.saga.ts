import { eventChannel } from 'redux-saga';
import { put, select, take } from 'redux-saga/effects';
import type { AccountUser } from '@plastihub/api-client';
import { sessionChanged } from '../../shared/data/data.slice';
import type { SessionState } from '../../shared/session';
import { sessionEnded, sessionStarted, userLoaded } from './auth.slice';
import { parseUser, TOKEN_KEY, USER_KEY } from './session';

/** What another tab of this browser did to the saved session. */
export type SessionElsewhere =
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; user: AccountUser | null }
  | { kind: 'userSaved'; user: AccountUser };

/**
 * Calls `listener` when another tab signs in, signs out or saves the user (a tab is not told of its own
 * writes). Returns the unsubscribe.
 */
export function watchOtherTabs(listener: (change: SessionElsewhere) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === null || (event.key === TOKEN_KEY && event.newValue === null)) {
      listener({ kind: 'signedOut' });
    } else if (event.key === TOKEN_KEY) {
      // The user may not be written yet: the tab that signed in saves it right after the token.
      listener({ kind: 'signedIn', user: parseUser(localStorage.getItem(USER_KEY)) });
    } else if (event.key === USER_KEY) {
      const user = parseUser(event.newValue);
      if (user && localStorage.getItem(TOKEN_KEY)) listener({ kind: 'userSaved', user });
    }
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

/**
 * Tabs stay in step: signing out in one signs out the others; signing in (as anyone) in one makes the others
 * that session, and drops what they had loaded for the previous one. A guarded page then sends its tab to the
 * login screen, as any lost session does.
 */
export function* followOtherTabs() {
  if (typeof window === 'undefined') return;
  const changes = eventChannel<SessionElsewhere>((emit) => watchOtherTabs(emit));
  while (true) {
    const change = (yield take(changes)) as SessionElsewhere;
    if (change.kind === 'userSaved') {
      yield put(userLoaded(change.user));
      continue;
    }
    const signedIn = (yield select((state: { auth: SessionState }) => state.auth.signedIn)) as boolean;
    if (change.kind === 'signedOut') {
      if (!signedIn) continue;
      yield put(sessionEnded());
    } else {
      yield put(sessionStarted({ user: change.user }));
    }
    yield put(sessionChanged());
  }
}
