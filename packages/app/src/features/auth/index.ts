export { authSlice, logoutRequested, sessionExpired, initialAuthState } from './auth.slice';
export { authSaga } from './auth.saga';
export { loadSession, readToken } from './session';
