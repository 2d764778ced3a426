import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  getProfile,
  loginWithPassword,
  logout,
  register,
  requestLoginOtp,
  requestRegistrationOtp,
  verifyLoginOtp,
  type PasswordLogin,
  type Profile,
  type Registration,
  type Session,
} from '@plastihub/api-client';
import { tracked } from '../../shared/tracked';
import { failedForm, succeededForm } from '../../shared/formState';
import { currentPathWithSearch, navigate } from '../../shared/navigation';
import { href, paths, safeNextPath } from '../../app/routing/paths';
import {
  formSettled,
  loginRequested,
  logoutRequested,
  otpRequested,
  otpVerifyRequested,
  registerRequested,
  registrationOtpRequested,
  sessionEnded,
  sessionExpired,
  sessionStarted,
  userLoaded,
  type AuthForm,
} from './auth.slice';
import {
  clearSession,
  forgetRegistration,
  rememberOtpUsername,
  rememberRegistration,
  saveSession,
  saveUser,
} from './session';

function* startSession(session: Session, destination: string) {
  saveSession(session.token, session.user);
  yield put(sessionStarted({ token: session.token, user: session.user }));
  navigate(destination, { replace: true });
  if (!session.user) yield* refreshUser();
}

function* refreshUser() {
  try {
    const profile: Profile = yield call(getProfile);
    if (!profile.user) return;
    saveUser(profile.user);
    yield put(userLoaded(profile.user));
  } catch {
    // The greeting falls back to a generic one; the profile screen reports its own failures.
  }
}

function* fail(form: AuthForm, error: unknown) {
  yield put(formSettled({ form, state: failedForm(error) }));
}

function* passwordLogin(action: PayloadAction<PasswordLogin & { next: string | null }>) {
  const { next, ...credentials } = action.payload;
  try {
    const session: Session = yield* tracked(loginWithPassword, credentials);
    yield* startSession(session, safeNextPath(next) ?? paths.home);
  } catch (error) {
    yield* fail('login', error);
  }
}

function* loginOtpRequest(action: PayloadAction<{ username: string }>) {
  try {
    const result: { msg: string } = yield* tracked(requestLoginOtp, action.payload);
    rememberOtpUsername(action.payload.username);
    yield put(formSettled({ form: 'otpRequest', state: succeededForm(result.msg) }));
    navigate(paths.loginWithOtpVerify);
  } catch (error) {
    yield* fail('otpRequest', error);
  }
}

function* loginOtpVerify(action: PayloadAction<{ username: string; otp: string; next: string | null }>) {
  const { next, ...credentials } = action.payload;
  try {
    const session: Session = yield* tracked(verifyLoginOtp, credentials);
    yield* startSession(session, safeNextPath(next) ?? paths.home);
  } catch (error) {
    yield* fail('otpVerify', error);
  }
}

function* registrationOtp(action: PayloadAction<{ countryCode: string; mobile: string }>) {
  try {
    const result: { msg: string } = yield* tracked(requestRegistrationOtp, action.payload);
    rememberRegistration(action.payload);
    yield put(formSettled({ form: 'registerOtp', state: succeededForm(result.msg) }));
    navigate(paths.registerVerify);
  } catch (error) {
    yield* fail('registerOtp', error);
  }
}

function* registration(action: PayloadAction<Registration>) {
  try {
    const session: Session = yield* tracked(register, action.payload);
    forgetRegistration();
    yield* startSession(session, paths.updateRole);
  } catch (error) {
    yield* fail('register', error);
  }
}

function* endSession(destination: string) {
  clearSession();
  yield put(sessionEnded());
  navigate(destination, { replace: true });
}

function* userLogout() {
  try {
    yield* tracked(logout);
  } catch {
    // Signing out locally is what matters; the server session expires on its own.
  }
  yield* endSession(paths.login);
}

function* expiredSession() {
  const here = currentPathWithSearch();
  const onLogin = here.startsWith(paths.login);
  yield* endSession(
    onLogin ? here : href('login', { query: { next: here === paths.home ? undefined : here } }),
  );
}

export function* authSaga() {
  yield takeLatest(loginRequested.type, passwordLogin);
  yield takeLatest(otpRequested.type, loginOtpRequest);
  yield takeLatest(otpVerifyRequested.type, loginOtpVerify);
  yield takeLatest(registrationOtpRequested.type, registrationOtp);
  yield takeLatest(registerRequested.type, registration);
  yield takeLeading(logoutRequested.type, userLogout);
  yield takeLeading(sessionExpired.type, expiredSession);
}
