import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountUser, PasswordLogin, Registration } from '@plastihub/api-client';
import { idleForm, submittingForm, type FormState } from '../../shared/forms/formState';
import type { SessionState } from '../../shared/account/session';
import { keepSecret } from '../../shared/data/definitions';
import { loadSession } from './session';

export type AuthForm = 'login' | 'otpRequest' | 'otpVerify' | 'registerOtp' | 'register';

/** The session every layer reads (shared/account/session.ts), and the sign-in forms only this feature knows. */
export interface AuthState extends SessionState {
  forms: Record<AuthForm, FormState>;
}

const forms: Record<AuthForm, FormState> = {
  login: idleForm,
  otpRequest: idleForm,
  otpVerify: idleForm,
  registerOtp: idleForm,
  register: idleForm,
};

export const initialAuthState: AuthState = { signedIn: false, user: null, forms };

/** The session this browser kept, as the store holds it: whether signed in, and the user (never the token). */
export function savedAuthState(): AuthState {
  const { token, user } = loadSession();
  return { ...initialAuthState, signedIn: token !== null, user };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    // Passwords, OTPs and registrations never enter an action (DevTools, logs): the action carries a ticket,
    // and the saga takes what was typed out of it, once (shared/data/definitions.ts keepSecret/takeSecret).
    loginRequested: {
      reducer(state, _action: PayloadAction<{ credentials: string; next: string | null }>) {
        state.forms.login = submittingForm;
      },
      prepare: ({ next, ...credentials }: PasswordLogin & { next: string | null }) => ({
        payload: { credentials: keepSecret(credentials), next },
      }),
    },
    otpRequested(state, _action: PayloadAction<{ username: string }>) {
      state.forms.otpRequest = submittingForm;
    },
    otpVerifyRequested: {
      reducer(state, _action: PayloadAction<{ credentials: string; next: string | null }>) {
        state.forms.otpVerify = submittingForm;
      },
      prepare: ({ next, ...credentials }: { username: string; otp: string; next: string | null }) => ({
        payload: { credentials: keepSecret(credentials), next },
      }),
    },
    registrationOtpRequested(state, _action: PayloadAction<{ countryCode: string; mobile: string }>) {
      state.forms.registerOtp = submittingForm;
    },
    registerRequested: {
      reducer(state, _action: PayloadAction<{ registration: string }>) {
        state.forms.register = submittingForm;
      },
      prepare: (registration: Registration) => ({ payload: { registration: keepSecret(registration) } }),
    },
    formSettled(state, action: PayloadAction<{ form: AuthForm; state: FormState }>) {
      state.forms[action.payload.form] = action.payload.state;
    },
    formReset(state, action: PayloadAction<AuthForm>) {
      state.forms[action.payload] = idleForm;
    },
    sessionStarted(state, action: PayloadAction<{ user: AccountUser | null }>) {
      state.signedIn = true;
      state.user = action.payload.user;
      state.forms = forms;
    },
    userLoaded(state, action: PayloadAction<AccountUser>) {
      state.user = action.payload;
    },
    sessionEnded(state) {
      state.signedIn = false;
      state.user = null;
    },
  },
});

export const {
  loginRequested,
  otpRequested,
  otpVerifyRequested,
  registrationOtpRequested,
  registerRequested,
  formSettled,
  formReset,
  sessionStarted,
  userLoaded,
  sessionEnded,
} = authSlice.actions;
