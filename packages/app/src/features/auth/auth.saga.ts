import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, flush, fork, put, select, spawn, take } from 'redux-saga/effects';
import { NetworkError } from '@plastihub/api-client';
import { loadAccounts, type Accounts, type SignInAction } from './authFlows';
import type * as OtherTabs from './otherTabs.saga';
import { withDrafts } from './sessionDrafts';
import { loadOnFirstUse } from '../../shared/store/loadOnFirstUse';
import { takeSecret } from '../../shared/data/definitions';
import { failedForm } from '../../shared/forms/formState';
import { currentPathWithSearch, navigate } from '../../shared/routing/navigation';
import { href, paths } from '../../shared/routing/paths';
import { logoutRequested, sessionExpired, type SessionState } from '../../shared/account/session';
import {
  formSettled,
  loginRequested,
  otpRequested,
  otpVerifyRequested,
  registerRequested,
  registrationOtpRequested,
  sessionEnded,
  sessionStarted,
  type AuthForm,
} from './auth.slice';
import { clearSession, forgetUserChoices, loadSession, readToken } from './session';
import { forgetCachedAnswers } from '../../shared/account/cachedAnswers';
import { sessionChanged } from '../../shared/data/data.slice';

/** The form each sign-in action submits. */
const formOf: Record<SignInAction['type'], AuthForm> = {
  [loginRequested.type]: 'login',
  [otpRequested.type]: 'otpRequest',
  [otpVerifyRequested.type]: 'otpVerify',
  [registrationOtpRequested.type]: 'registerOtp',
  [registerRequested.type]: 'register',
};
const signInTypes = Object.keys(formOf);

/**
 * The sign-in flows load with the first sign-in action (signIn.saga.ts). When their code cannot download
 * (offline), the form says so and keeps what was typed; the next submit tries again.
 */
const watchSignIn = loadOnFirstUse<SignInAction>({
  types: signInTypes,
  load: async () => (await import('./signIn.saga')).runSignInFlows,
  *unavailable(first, actions) {
    for (const action of (yield flush(actions)) as SignInAction[]) dropSecretOf(action);
    yield put(formSettled({ form: formOf[first.type], state: failedForm(new NetworkError(false)) }));
  },
});

/** A sign-in action that will not run: its typed secret goes at once. */
function dropSecretOf(action: SignInAction) {
  const { payload } = action as { payload: { credentials?: string; registration?: string } };
  const ticket = payload.credentials ?? payload.registration;
  if (ticket) takeSecret(ticket);
}
function* endSession(destination: string) {
  clearSession();
  // The answers the worker kept for this user go before the next session asks for anything.
  yield call(forgetCachedAnswers);
  yield put(sessionEnded());
  yield put(sessionChanged());
  navigate(destination, { replace: true });
}

/** Tells the server the session is over, with the token it had: the browser has already forgotten it. */
function* logoutOnServer(token: string) {
  try {
    const { logout }: Accounts = yield call(loadAccounts);
    yield call(logout, { token });
  } catch {
    // The browser has signed out already; a server session left behind expires on its own.
  }
}

/**
 * Logout is local first: the stored session goes at once (every tab follows), so a shared computer is signed out
 * even when the tab is closed right after; the server hears of it in the background.
 */
function* userLogout() {
  const token = readToken();
  yield* endSession(paths.login);
  forgetUserChoices();
  if (token) yield spawn(logoutOnServer, token);
  yield* withDrafts((drafts) => drafts.dropDrafts());
}

function* expiredSession() {
  const { signedIn, user } = (yield select((state: { auth: SessionState }) => state.auth)) as SessionState;
  // A guest tab holds no session to end: its call carried a token another tab (or a script) had just stored,
  // and that tab's own 401 ends it. A guest reading the home page is never sent to Login for it.
  if (!signedIn) return;
  // What the user was typing (say, a 401 answering their submit) waits for them to sign in again.
  const owner = user?.id ?? null;
  yield* withDrafts((drafts) => drafts.keepDrafts(owner));
  const here = currentPathWithSearch();
  const onLogin = here.startsWith(paths.login);
  yield* endSession(
    onLogin ? here : href('login', { query: { next: here === paths.home ? undefined : here } }),
  );
}

/** Every storage event from the app's start, kept (buffered) until otherTabs.saga.ts takes them. */
function storageEvents(): EventChannel<StorageEvent> {
  return eventChannel((emit) => {
    const changed = (event: StorageEvent) => emit(event);
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, buffers.expanding(4));
}

/** How long a tab waits before it downloads the code that follows other tabs again, after a failure. */
const FOLLOW_RETRY_MS = 5_000;

/**
 * Tabs stay in step from the moment the app starts (otherTabs.saga.ts): this listens at once, and the code that
 * applies another tab's sign-in or sign-out downloads at once too, beside the page's. What another tab did
 * meanwhile waits in the channel; offline, the download is tried again.
 */
function* watchOtherTabs() {
  if (typeof window === 'undefined') return;
  const events = (yield call(storageEvents)) as EventChannel<StorageEvent>;
  try {
    // The stored session wins over the one this store was made with (another tab may have changed it since).
    const { token, user } = loadSession();
    const signedIn = (yield select((state: { auth: SessionState }) => state.auth.signedIn)) as boolean;
    if (signedIn !== (token !== null)) {
      yield put(token ? sessionStarted({ user }) : sessionEnded());
      yield put(sessionChanged());
    }
    let otherTabs: typeof OtherTabs | undefined;
    while (!otherTabs) {
      try {
        otherTabs = (yield call(() => import('./otherTabs.saga'))) as typeof OtherTabs;
      } catch {
        yield delay(FOLLOW_RETRY_MS);
      }
    }
    yield fork(otherTabs.knowSessionUser);
    yield* otherTabs.followOtherTabs(events);
  } finally {
    // The store was closed (a story or a test is done with it): its listener goes with it.
    events.close();
  }
}

/**
 * Runs `saga` for an action of `type`, ignoring more of them until it ends (takeLeading, as a loop: the effect
 * helpers would add their code to the first page's script).
 */
function* leading(type: string, saga: () => Generator) {
  while (true) {
    yield take(type);
    yield call(saga);
  }
}

export function* authSaga() {
  yield fork(watchOtherTabs);
  yield fork(watchSignIn);
  yield fork(leading, logoutRequested.type, userLogout);
  yield fork(leading, sessionExpired.type, expiredSession);
}
