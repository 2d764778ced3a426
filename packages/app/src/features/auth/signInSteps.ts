import { browserStorage } from '../../shared/storage/browserStorage';

/**
 * What the steps of OTP login and registration hand on to each other, kept for this tab (sessionStorage). Only
 * the sign-in screens and flows use it, so it loads with them.
 */
const OTP_USERNAME_KEY = 'plastihub.otp-username';
const REGISTRATION_KEY = 'plastihub.registration';

export function rememberOtpUsername(username: string) {
  browserStorage('session').setItem(OTP_USERNAME_KEY, username);
}

export function otpUsername(): string | null {
  return browserStorage('session').getItem(OTP_USERNAME_KEY);
}

export interface PendingRegistration {
  countryCode: string;
  mobile: string;
}

export function rememberRegistration(pending: PendingRegistration) {
  browserStorage('session').setItem(REGISTRATION_KEY, JSON.stringify(pending));
}

export function pendingRegistration(): PendingRegistration | null {
  const saved = browserStorage('session').getItem(REGISTRATION_KEY);
  if (!saved) return null;
  try {
    return JSON.parse(saved) as PendingRegistration;
  } catch {
    return null;
  }
}

export function forgetRegistration() {
  browserStorage('session').removeItem(REGISTRATION_KEY);
}
