import type { Channel } from 'redux-saga';
import { actionChannel, call, flush, fork, put, select, spawn, take, takeLeading } from 'redux-saga/effects';
import { NetworkError } from '@plastihub/api-client';
import { loadAccounts, type Accounts, type SignInAction } from './authFlows';
import { followOtherTabs } from './otherTabs.saga';
import type * as SignInModule from './signIn.saga';
import { withDrafts } from './sessionDrafts';
import { takeSecret } from '../../shared/data/definitions';
import { failedForm } from '../../shared/formState';
import { currentPathWithSearch, navigate } from '../../shared/navigation';
import { href, paths } from '../../shared/routing/paths';
import { logoutRequested, sessionExpired, type SessionState } from '../../shared/session';
import {
  formSettled,
  loginRequested,
  otpRequested,
  otpVerifyRequested,
  registerRequested,
  registrationOtpRequested,
  sessionEnded,
  type AuthForm,
} from './auth.slice';
import { clearSession, forgetUserChoices, readToken } from './session';
import { sessionChanged } from '../../shared/data/data.slice';

type SignInFlows = typeof SignInModule;
const loadSignInFlows = (): Promise<SignInFlows> => import('./signIn.saga');

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
 * The sign-in flows load with the first sign-in action (signIn.saga.ts); the actions wait in a channel meanwhile.
 * When their code cannot download (offline), the form says so and keeps what was typed; the next submit tries
 * again.
 */
function* watchSignIn() {
  const actions = (yield actionChannel(signInTypes)) as Channel<SignInAction>;
  let signIn: SignInFlows | undefined;
  while (!signIn) {
    const first = (yield take(signInTypes)) as SignInAction;
    try {
      signIn = (yield call(loadSignInFlows)) as SignInFlows;
    } catch {
      const waiting = (yield flush(actions)) as SignInAction[];
      for (const action of waiting) dropSecretOf(action);
      yield put(formSettled({ form: formOf[first.type], state: failedForm(new NetworkError(false)) }));
    }
  }
  yield call(signIn.runSignInFlows, actions);
}

/** A sign-in action that will not run: its typed secret goes at once. */
function dropSecretOf(action: SignInAction) {
  const { payload } = action as { payload: { credentials?: string; registration?: string } };
  const ticket = payload.credentials ?? payload.registration;
  if (ticket) takeSecret(ticket);
}
function* endSession(destination: string) {
  clearSession();
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
  // What the user was typing (say, a 401 answering their submit) waits for them to sign in again.
  const owner = (yield select((state: { auth: SessionState }) => state.auth.user?.id ?? null)) as
    number | null;
  yield* withDrafts((drafts) => drafts.keepDrafts(owner));
  const here = currentPathWithSearch();
  const onLogin = here.startsWith(paths.login);
  yield* endSession(
    onLogin ? here : href('login', { query: { next: here === paths.home ? undefined : here } }),
  );
}

export function* authSaga() {
  yield fork(followOtherTabs);
  yield fork(watchSignIn);
  yield takeLeading(logoutRequested.type, userLogout);
  yield takeLeading(sessionExpired.type, expiredSession);
}
