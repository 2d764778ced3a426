import { call, fork, put, race, select, spawn, take, takeLatest, takeLeading } from 'redux-saga/effects';

import type { PayloadAction } from '@reduxjs/toolkit';
import type * as AccountsModule from '@plastihub/api-client/accounts';
import type { PasswordLogin, Profile, Registration, Session } from '@plastihub/api-client';
import { tracked } from '../../shared/tracked';
import { followOtherTabs } from './otherTabs.saga';
import { withDrafts } from './sessionDrafts';
import { takeSecret } from '../../shared/data/definitions';
import { failedForm, succeededForm } from '../../shared/formState';
import { currentPathWithSearch, navigate } from '../../shared/navigation';
import { href, paths, safeNextPath } from '../../shared/routing/paths';
import { logoutRequested, sessionExpired, type SessionState } from '../../shared/session';
import {
  formSettled,
  loginRequested,
  otpRequested,
  otpVerifyRequested,
  registerRequested,
  registrationOtpRequested,
  sessionEnded,
  sessionStarted,
  userLoaded,
  type AuthForm,
} from './auth.slice';
import {
  clearSession,
  forgetRegistration,
  forgetUserChoices,
  rememberOtpUsername,
  readToken,
  rememberRegistration,
  saveSession,
  saveUser,
} from './session';
import { sessionChanged } from '../../shared/data/data.slice';

/**
 * The account calls (and their response schemas) load with the first sign-in action, not with the
 * first page: most visits never sign in.
 */
type Accounts = typeof AccountsModule;
const loadAccounts = (): Promise<Accounts> => import('@plastihub/api-client/accounts');
function* startSession(session: Session, destination: string) {
  saveSession(session.token, session.user);
  // A form kept when the last session expired comes back only to the same user.
  yield* withDrafts((drafts) => drafts.keepDraftsOnlyFor(session.user?.id ?? null));
  yield put(sessionStarted({ user: session.user }));
  // What was loaded (and is still loading) belonged to the previous session: drop it all.
  yield put(sessionChanged());
  navigate(destination, { replace: true });
  if (!session.user) yield* refreshUser();
}

/** The profile of the session just started; an answer that arrives after the session changed again is dropped. */
function* refreshUser() {
  const controller = new AbortController();
  try {
    const { getProfile }: Accounts = yield call(loadAccounts);
    const { profile } = (yield race({
      profile: call(getProfile, { signal: controller.signal }),
      changed: take(sessionChanged.type),
    })) as { profile?: Profile };
    if (!profile?.user) return;
    saveUser(profile.user);
    yield put(userLoaded(profile.user));
  } catch {
    // The greeting falls back to a generic one; the profile screen reports its own failures.
  } finally {
    controller.abort();
  }
}

function* fail(form: AuthForm, error: unknown) {
  yield put(formSettled({ form, state: failedForm(error) }));
}

function* passwordLogin(action: ReturnType<typeof loginRequested>) {
  const { next } = action.payload;
  const credentials = takeSecret(action.payload.credentials) as PasswordLogin;
  try {
    const { loginWithPassword }: Accounts = yield call(loadAccounts);
    const session: Session = yield* tracked(loginWithPassword, credentials);
    yield* startSession(session, safeNextPath(next) ?? paths.home);
  } catch (error) {
    yield* fail('login', error);
  }
}

function* loginOtpRequest(action: PayloadAction<{ username: string }>) {
  try {
    const { requestLoginOtp }: Accounts = yield call(loadAccounts);
    const result: { msg: string } = yield* tracked(requestLoginOtp, action.payload);
    rememberOtpUsername(action.payload.username);
    yield put(formSettled({ form: 'otpRequest', state: succeededForm(result.msg) }));
    // Where the user was going survives the OTP path: /login?next= -> /login-with-otp?next= -> verify?next=.
    const next = new URLSearchParams(globalThis.location?.search ?? '').get('next');
    navigate(href('loginWithOtpVerify', { query: { next: next ?? undefined } }));
  } catch (error) {
    yield* fail('otpRequest', error);
  }
}

function* loginOtpVerify(action: ReturnType<typeof otpVerifyRequested>) {
  const { next } = action.payload;
  const credentials = takeSecret(action.payload.credentials) as { username: string; otp: string };
  try {
    const { verifyLoginOtp }: Accounts = yield call(loadAccounts);
    const session: Session = yield* tracked(verifyLoginOtp, credentials);
    yield* startSession(session, safeNextPath(next) ?? paths.home);
  } catch (error) {
    yield* fail('otpVerify', error);
  }
}

function* registrationOtp(action: PayloadAction<{ countryCode: string; mobile: string }>) {
  try {
    const { requestRegistrationOtp }: Accounts = yield call(loadAccounts);
    const result: { msg: string } = yield* tracked(requestRegistrationOtp, action.payload);
    rememberRegistration(action.payload);
    yield put(formSettled({ form: 'registerOtp', state: succeededForm(result.msg) }));
    navigate(paths.registerVerify);
  } catch (error) {
    yield* fail('registerOtp', error);
  }
}

function* registration(action: ReturnType<typeof registerRequested>) {
  try {
    const { register }: Accounts = yield call(loadAccounts);
    const details = takeSecret(action.payload.registration) as Registration;
    const session: Session = yield* tracked(register, details);
    forgetRegistration();
    yield* startSession(session, paths.updateRole);
  } catch (error) {
    yield* fail('register', error);
  }
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
  yield takeLatest(loginRequested.type, passwordLogin);
  yield takeLatest(otpRequested.type, loginOtpRequest);
  yield takeLatest(otpVerifyRequested.type, loginOtpVerify);
  yield takeLatest(registrationOtpRequested.type, registrationOtp);
  yield takeLatest(registerRequested.type, registration);
  yield takeLeading(logoutRequested.type, userLogout);
  yield takeLeading(sessionExpired.type, expiredSession);
}
