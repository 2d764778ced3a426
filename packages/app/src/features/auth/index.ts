import type { RouteRecord } from '../../shared/routing/routeRecord';

export { authSlice, initialAuthState, savedAuthState } from './auth.slice';
export { authSaga } from './auth.saga';
export { clearSession, readToken, TOKEN_KEY } from './session';

/** Sign-in and registration: for visitors without a session only. */
export const authRoutes: RouteRecord[] = [
  { name: 'login', access: 'guest', title: 'Login', screen: () => import('./screens/LoginScreen') },
  {
    name: 'register',
    access: 'guest',
    title: 'Register',
    screen: () => import('./screens/RegisterScreen'),
  },
  {
    name: 'registerVerify',
    access: 'guest',
    title: 'Register',
    screen: () => import('./screens/RegisterDetailsScreen'),
  },
  {
    name: 'loginWithOtp',
    access: 'guest',
    title: 'Login With OTP',
    screen: () => import('./screens/LoginWithOtpScreen'),
  },
  {
    name: 'loginWithOtpVerify',
    access: 'guest',
    title: 'Verify OTP',
    screen: () => import('./screens/OtpVerifyScreen'),
  },
];
