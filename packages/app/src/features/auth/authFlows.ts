import type * as AccountsModule from '@plastihub/api-client/accounts';
import type {
  loginRequested,
  otpRequested,
  otpVerifyRequested,
  registerRequested,
  registrationOtpRequested,
} from './auth.slice';

/**
 * The account calls (and their response schemas) load with the first sign-in action, not with the
 * first page: most visits never sign in.
 */
export type Accounts = typeof AccountsModule;
export const loadAccounts = (): Promise<Accounts> => import('@plastihub/api-client/accounts');

/** The actions that start a sign-in flow (signIn.saga.ts). */
export type SignInAction =
  | ReturnType<typeof loginRequested>
  | ReturnType<typeof otpRequested>
  | ReturnType<typeof otpVerifyRequested>
  | ReturnType<typeof registrationOtpRequested>
  | ReturnType<typeof registerRequested>;
