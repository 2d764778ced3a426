import { buffers, eventChannel } from 'redux-saga';
import { put, select, take } from 'redux-saga/effects';
import type { AccountUser } from '@plastihub/api-client';
import { sessionChanged } from '../../shared/data/data.slice';
import type { SessionState } from '../../shared/session';
import { sessionEnded, sessionStarted, userLoaded } from './auth.slice';
import { forgetUserChoices, loadSession, parseUser, TOKEN_KEY, USER_KEY } from './session';
import { withDrafts } from './sessionDrafts';

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
 * Tabs stay in step from the moment the app starts: signing out in one signs out the others; signing in (as
 * anyone) in one makes the others that session, and drops what they had loaded for the previous one. Drafts follow
 * as they do for a sign-in or sign-out in this tab. A guarded page then sends its tab to the login screen, as any
 * lost session does. It first reconciles with the stored session, which another tab may have changed since this
 * store was made.
 */
export function* followOtherTabs() {
  if (typeof window === 'undefined') return;
  // Buffered: a change that comes while the last one is applied (its drafts' code loading) waits its turn.
  const changes = eventChannel<SessionElsewhere>((emit) => watchOtherTabs(emit), buffers.expanding(4));
  const stored = loadSession();
  const signedInHere = (yield select((state: { auth: SessionState }) => state.auth.signedIn)) as boolean;
  if (signedInHere !== (stored.token !== null)) {
    yield* follow(stored.token ? { kind: 'signedIn', user: stored.user } : { kind: 'signedOut' });
  }
  while (true) {
    yield* follow((yield take(changes)) as SessionElsewhere);
  }
}

function* follow(change: SessionElsewhere) {
  if (change.kind === 'userSaved') {
    yield put(userLoaded(change.user));
    return;
  }
  const { signedIn, user } = (yield select((state: { auth: SessionState }) => state.auth)) as SessionState;
  if (change.kind === 'signedOut') {
    if (!signedIn) return;
    forgetUserChoices();
    yield put(sessionEnded());
    yield put(sessionChanged());
    yield* withDrafts((drafts) => drafts.dropDrafts());
  } else {
    const sameUser = signedIn && user !== null && user.id === change.user?.id;
    if (!sameUser) forgetUserChoices();
    yield put(sessionStarted({ user: change.user }));
    yield put(sessionChanged());
    const userId = change.user?.id ?? null;
    yield* withDrafts((drafts) => drafts.keepDraftsOnlyFor(userId));
  }
}
