import { afterEach, describe, expect, it } from 'vitest';
import type { UnknownAction } from '@reduxjs/toolkit';
import { configureApiClient } from '@plastihub/api-client';
import { DEMO_MOBILE, DEMO_PASSWORD } from '@plastihub/mocks/demo';
import { createStore } from '../../testing/store';
import type { AccountUser } from '@plastihub/api-client';
import { loginRequested, savedAuthState } from './auth.slice';
import { clearSession, readToken } from './session';
import { pageReady } from '../../shared/pageReady';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

const demoUser: AccountUser = {
  id: 4,
  name: 'Kavya Rao',
  firstName: 'Kavya',
  lastName: 'Rao',
  countryCode: '+91',
  mobile: '9000000004',
  email: 'kavya.rao@example.in',
  companyName: 'Rao Plastics',
  address: '',
  countryId: 1,
  countryName: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  roles: ['Buyer'],
  image: null,
  emailVerified: true,
};

describe('the signed-in session in the store', () => {
  it('holds whether a user is signed in and who, never the token', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    const store = createStore();
    store.dispatch(loginRequested({ username: DEMO_MOBILE, password: DEMO_PASSWORD, next: null }));

    await expect.poll(() => store.getState().auth.signedIn, { timeout: 5000 }).toBe(true);
    const token = readToken();
    expect(token).toBeTruthy();
    expect(JSON.stringify(store.getState())).not.toContain(token);
    expect(JSON.stringify(store.getState())).not.toContain(DEMO_PASSWORD);
    expect(store.getState().auth.user?.mobile).toBe(DEMO_MOBILE);
  });
});

describe('tabs stay in step', () => {
  const otherTab = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
  /** The store's saga follows other tabs once the first page is ready and the saga's code has loaded. */
  const following = async (store: { dispatch: (action: UnknownAction) => unknown }) => {
    store.dispatch(pageReady());
    await import('./otherTabs.saga');
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('signing out in another tab signs this one out and drops its data', async () => {
    const store = createStore({ auth: { ...savedAuthState(), signedIn: true } });
    const session = store.getState().data.session;
    await following(store);
    otherTab('plastihub.token', null);
    expect(store.getState().auth.signedIn).toBe(false);
    expect(store.getState().data.session).toBe(session + 1);
  });

  it('signing in in another tab makes this tab that session, with its user', async () => {
    const store = createStore();
    const user = { ...demoUser, name: 'Kavya Rao' };
    await following(store);
    localStorage.setItem('plastihub.token', 'demo-4-elsewhere');
    localStorage.setItem('plastihub.user', JSON.stringify(user));
    otherTab('plastihub.token', 'demo-4-elsewhere');
    expect(store.getState().auth).toMatchObject({ signedIn: true, user: { name: 'Kavya Rao' } });
  });

  it('a user saved in another tab (a profile update) shows here too', async () => {
    localStorage.setItem('plastihub.token', 'demo-4-elsewhere');
    const store = createStore({ auth: { ...savedAuthState(), signedIn: true } });
    const user = JSON.stringify({ ...demoUser, name: 'Kavya R.' });
    await following(store);
    localStorage.setItem('plastihub.user', user);
    otherTab('plastihub.user', user);
    expect(store.getState().auth.user?.name).toBe('Kavya R.');
  });
});
