import { call, put, race, select, take } from 'redux-saga/effects';
import type { Channel, Task } from 'redux-saga';
import { cancel, fork } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  isApiError,
  type PasswordLogin,
  type Profile,
  type Registration,
  type Session,
} from '@plastihub/api-client';
import { callWithSubmitOverlay } from '../../shared/data/callWithSubmitOverlay';
import { withDrafts } from './sessionDrafts';
import { takeSecret } from '../../shared/data/definitions';
import { failedForm, succeededForm } from '../../shared/forms/formState';
import { navigate } from '../../shared/routing/navigation';
import { href, paths, safeNextPath } from '../../shared/routing/paths';
import {
  formSettled,
  loginRequested,
  otpRequested,
  otpVerifyRequested,
  registerRequested,
  registrationOtpRequested,
  sessionStarted,
  userLoaded,
  type AuthForm,
} from './auth.slice';
import { saveSession, saveUser } from './session';
import { forgetCachedAnswers } from '../../shared/account/cachedAnswers';
import { pendingSaveSignedIn } from '../../shared/buyerTools/pendingSave';
import { forgetRegistration, rememberOtpUsername, rememberRegistration } from './signInSteps';
import { connectionRestored, sessionChanged } from '../../shared/data/data.slice';
import { logoutRequested, type SessionState } from '../../shared/account/session';
import { loadAccounts, type Accounts, type SignInAction } from './authFlows';

/**
 * The sign-in flows (password, OTP, registration), loaded with the first sign-in action: most visits never sign
 * in, so the first page's script does not carry them (auth.saga.ts buffers the actions until they are here).
 */

function* startSession(session: Session, destination: string) {
  // The last user's answers, kept for offline pages, go before this user's pages ask for theirs.
  yield call(forgetCachedAnswers);
  saveSession(session.token, session.user);
  // A guest's Save that sent them here is now this user's.
  pendingSaveSignedIn();
  // A form kept when the last session expired comes back only to the same user.
  yield* withDrafts((drafts) => drafts.keepDraftsOnlyFor(session.user?.id ?? null));
  yield put(sessionStarted({ user: session.user }));
  // What was loaded (and is still loading) belonged to the previous session: drop it all.
  yield put(sessionChanged());
  navigate(destination, { replace: true });
  if (!session.user) yield* refreshUser();
}

/** How asking for the session's profile went. */
type UserAnswer = 'loaded' | 'offline' | 'refused';

/** The profile of the session just started; an answer that arrives after the session changed again is dropped. */
function* refreshUser() {
  const controller = new AbortController();
  try {
    const { getProfile }: Accounts = yield call(loadAccounts);
    const { profile } = (yield race({
      profile: call(getProfile, { signal: controller.signal }),
      changed: take(sessionChanged.type),
    })) as { profile?: Profile };
    if (!profile?.user) return 'refused' as UserAnswer;
    saveUser(profile.user);
    yield put(userLoaded(profile.user));
    return 'loaded' as UserAnswer;
  } catch (error) {
    // The greeting falls back to a generic one meanwhile; the profile screen reports its own failures.
    return (isApiError(error) && error.kind === 'network' ? 'offline' : 'refused') as UserAnswer;
  } finally {
    controller.abort();
  }
}

/**
 * A session whose stored user this release cannot read (an older release's shape, edited by hand): the buyer tools
 * and the greeting need the user, so the profile is asked again (once more each time the browser comes back online).
 * A server that will not say who it is ends the session cleanly; a 401 has ended it already (sessionExpired).
 */
export function* identifySessionUser() {
  while ((yield* refreshUser()) === 'offline') yield take(connectionRestored.type);
  const { signedIn, user } = (yield select((state: { auth: SessionState }) => state.auth)) as SessionState;
  if (signedIn && user === null) yield put(logoutRequested());
}

function* fail(form: AuthForm, error: unknown) {
  yield put(formSettled({ form, state: failedForm(error) }));
}

/** The page's own `next`, passed along a sign-in path of several pages. */
const nextOfThisPage = () => new URLSearchParams(globalThis.location?.search ?? '').get('next') ?? undefined;

function* passwordLogin(action: ReturnType<typeof loginRequested>) {
  const { next } = action.payload;
  const credentials = takeSecret(action.payload.credentials) as PasswordLogin;
  try {
    const { loginWithPassword }: Accounts = yield call(loadAccounts);
    const session: Session = yield* callWithSubmitOverlay(loginWithPassword, credentials);
    yield* startSession(session, safeNextPath(next) ?? paths.home);
  } catch (error) {
    yield* fail('login', error);
  }
}

function* loginOtpRequest(action: PayloadAction<{ username: string }>) {
  try {
    const { requestLoginOtp }: Accounts = yield call(loadAccounts);
    const result: { msg: string } = yield* callWithSubmitOverlay(requestLoginOtp, action.payload);
    rememberOtpUsername(action.payload.username);
    yield put(formSettled({ form: 'otpRequest', state: succeededForm(result.msg) }));
    // Where the user was going survives the OTP path: /login?next= -> /login-with-otp?next= -> verify?next=.
    navigate(href('loginWithOtpVerify', { query: { next: nextOfThisPage() } }));
  } catch (error) {
    yield* fail('otpRequest', error);
  }
}

function* loginOtpVerify(action: ReturnType<typeof otpVerifyRequested>) {
  const { next } = action.payload;
  const credentials = takeSecret(action.payload.credentials) as { username: string; otp: string };
  try {
    const { verifyLoginOtp }: Accounts = yield call(loadAccounts);
    const session: Session = yield* callWithSubmitOverlay(verifyLoginOtp, credentials);
    yield* startSession(session, safeNextPath(next) ?? paths.home);
  } catch (error) {
    yield* fail('otpVerify', error);
  }
}

function* registrationOtp(action: PayloadAction<{ countryCode: string; mobile: string }>) {
  try {
    const { requestRegistrationOtp }: Accounts = yield call(loadAccounts);
    const result: { msg: string } = yield* callWithSubmitOverlay(requestRegistrationOtp, action.payload);
    rememberRegistration(action.payload);
    yield put(formSettled({ form: 'registerOtp', state: succeededForm(result.msg) }));
    // Where a guarded link was taking the visitor survives registering too: register -> verify -> update role.
    navigate(href('registerVerify', { query: { next: nextOfThisPage() } }));
  } catch (error) {
    yield* fail('registerOtp', error);
  }
}

function* registration(action: ReturnType<typeof registerRequested>) {
  try {
    const { register }: Accounts = yield call(loadAccounts);
    const details = takeSecret(action.payload.registration) as Registration;
    const session: Session = yield* callWithSubmitOverlay(register, details);
    forgetRegistration();
    yield* startSession(session, href('updateRole', { query: { next: nextOfThisPage() } }));
  } catch (error) {
    yield* fail('register', error);
  }
}

const flows: Record<SignInAction['type'], (action: never) => Generator> = {
  [loginRequested.type]: passwordLogin,
  [otpRequested.type]: loginOtpRequest,
  [otpVerifyRequested.type]: loginOtpVerify,
  [registrationOtpRequested.type]: registrationOtp,
  [registerRequested.type]: registration,
};

/** Runs each sign-in action from the channel; a newer one of a kind replaces the one in flight (takeLatest). */
export function* runSignInFlows(actions: Channel<SignInAction>) {
  const running = new Map<string, Task>();
  while (true) {
    const action = (yield take(actions)) as SignInAction;
    const current = running.get(action.type);
    if (current?.isRunning()) yield cancel(current);
    running.set(action.type, (yield fork(flows[action.type], action as never)) as Task);
  }
}
