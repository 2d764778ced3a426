import type { RouteRecord } from '../../shared/routing/routeRecord';

export { authSlice, initialAuthState, savedAuthState } from './auth.slice';
export { authSaga } from './auth.saga';
export { clearSession, readToken, TOKEN_KEY } from './session';

/** Sign-in and registration: for visitors without a session only. */
export const authRoutes: RouteRecord[] = [
  { name: 'login', access: 'guest', screen: () => import('./screens/LoginScreen') },
  {
    name: 'register',
    access: 'guest',
    screen: () => import('./screens/RegisterScreen'),
  },
  {
    name: 'registerVerify',
    access: 'guest',
    screen: () => import('./screens/RegisterDetailsScreen'),
  },
  {
    name: 'loginWithOtp',
    access: 'guest',
    screen: () => import('./screens/LoginWithOtpScreen'),
  },
  {
    name: 'loginWithOtpVerify',
    access: 'guest',
    screen: () => import('./screens/OtpVerifyScreen'),
  },
];
