import type { AccountUser } from '@plastihub/api-client';

/** The signed-in session in localStorage: the token and the user. Never logged. */
const TOKEN_KEY = 'plastihub.token';
const USER_KEY = 'plastihub.user';
/** Kept for the session between the steps of OTP login and registration. */
const OTP_USERNAME_KEY = 'plastihub.otp-username';
const REGISTRATION_KEY = 'plastihub.registration';

export interface StoredSession {
  token: string | null;
  user: AccountUser | null;
}

export function loadSession(): StoredSession {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const user = localStorage.getItem(USER_KEY);
    return { token, user: token && user ? (JSON.parse(user) as AccountUser) : null };
  } catch {
    return { token: null, user: null };
  }
}

export function saveSession(token: string, user: AccountUser | null) {
  localStorage.setItem(TOKEN_KEY, token);
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
}

export function saveUser(user: AccountUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export function rememberOtpUsername(username: string) {
  sessionStorage.setItem(OTP_USERNAME_KEY, username);
}

export function otpUsername(): string | null {
  return sessionStorage.getItem(OTP_USERNAME_KEY);
}

export interface PendingRegistration {
  countryCode: string;
  mobile: string;
}

export function rememberRegistration(pending: PendingRegistration) {
  sessionStorage.setItem(REGISTRATION_KEY, JSON.stringify(pending));
}

export function pendingRegistration(): PendingRegistration | null {
  const saved = sessionStorage.getItem(REGISTRATION_KEY);
  if (!saved) return null;
  try {
    return JSON.parse(saved) as PendingRegistration;
  } catch {
    return null;
  }
}

export function forgetRegistration() {
  sessionStorage.removeItem(REGISTRATION_KEY);
}
