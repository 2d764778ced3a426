import type { EventChannel } from 'redux-saga';
import { call, getContext, put, select, take } from 'redux-saga/effects';
import { forgetCachedAnswers } from '../../shared/account/cachedAnswers';
import type { AccountUser } from '@plastihub/api-client';
import { connectionRestored, sessionChanged } from '../../shared/data/data.slice';
import type * as SignInFlows from './signIn.saga';
import type { SessionState } from '../../shared/account/session';
import { sessionEnded, sessionStarted, userLoaded } from './auth.slice';
import { forgetUserChoices, parseUser, TOKEN_KEY, USER_KEY } from './session';
import { withDrafts } from './sessionDrafts';

/** What another tab of this browser did to the saved session. */
export type SessionElsewhere =
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; user: AccountUser | null }
  | { kind: 'userSaved'; user: AccountUser };

/** What a storage event from another tab did to the saved session, if anything. */
export function changeOf(event: StorageEvent): SessionElsewhere | null {
  if (event.storageArea !== localStorage) return null;
  if (event.key === null || (event.key === TOKEN_KEY && event.newValue === null))
    return { kind: 'signedOut' };
  // The user may not be written yet: the tab that signed in saves it right after the token.
  if (event.key === TOKEN_KEY) return { kind: 'signedIn', user: parseUser(localStorage.getItem(USER_KEY)) };
  if (event.key !== USER_KEY) return null;
  const user = parseUser(event.newValue);
  return user && localStorage.getItem(TOKEN_KEY) ? { kind: 'userSaved', user } : null;
}

/**
 * Tabs stay in step from the moment the app starts: signing out in one signs out the others; signing in (as
 * anyone) in one makes the others that session, and drops what they had loaded for the previous one. Drafts follow
 * as they do for a sign-in or sign-out in this tab. A guarded page then sends its tab to the login screen, as any
 * lost session does. `events` are the storage events since the app started (auth.saga.ts listens from the start,
 * reconciles with the stored session then, and keeps the events while this code downloads).
 */
export function* followOtherTabs(events: EventChannel<StorageEvent>) {
  while (true) {
    const change = changeOf((yield take(events)) as StorageEvent);
    if (change) yield* follow(change);
  }
}

function* follow(change: SessionElsewhere) {
  if (change.kind === 'userSaved') {
    yield put(userLoaded(change.user));
    return;
  }
  const { signedIn, user } = (yield select((state: { auth: SessionState }) => state.auth)) as SessionState;
  if (change.kind === 'signedOut' && !signedIn) return;
  // The other tab empties the worker's kept answers too; this tab's pages ask only once they are gone.
  yield call(forgetCachedAnswers);
  if (change.kind === 'signedOut') {
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

/**
 * A session read from this browser whose stored user could not be read (session.ts: parseUser; an older release's
 * shape) learns who it is (signIn.saga.ts). Started with the other tabs' watch, as the app starts.
 */
export function* knowSessionUser() {
  if (!((yield getContext('sessionFromBrowser')) as boolean)) return;
  const { signedIn, user } = (yield select((state: { auth: SessionState }) => state.auth)) as SessionState;
  if (!signedIn || user !== null) return;
  let flows: typeof SignInFlows | undefined;
  while (!flows) {
    try {
      flows = (yield call(() => import('./signIn.saga'))) as typeof SignInFlows;
    } catch {
      // Offline as the app starts: tried again when the connection is back.
      yield take(connectionRestored.type);
    }
  }
  yield* flows.identifySessionUser();
}
