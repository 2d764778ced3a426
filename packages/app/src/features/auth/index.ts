export { authSlice, logoutRequested, sessionExpired, initialAuthState } from './auth.slice';
export { authSaga } from './auth.saga';
export { clearSession, loadSession, readToken } from './session';
