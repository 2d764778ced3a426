import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createSession } from '@plastihub/mocks';
import { server } from '@plastihub/mocks/node';
import type { UnknownAction } from '@reduxjs/toolkit';
import { configureApiClient } from '@plastihub/api-client';
import { DEMO_MOBILE, DEMO_PASSWORD } from '@plastihub/mocks/demo';
import { createStore } from '../../testing/store';
import type { AccountUser } from '@plastihub/api-client';
import { loginRequested, savedAuthState, sessionStarted } from './auth.slice';
import { sessionChanged } from '../../shared/data/data.slice';
import { selectionMade } from '../../shared/storage/selection.saga';
import { setNavigator } from '../../shared/routing/navigation';
import { logoutRequested, sessionExpired } from '../../shared/account/session';
import { clearSession, readToken } from './session';

afterEach(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
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
  /** The store's saga follows other tabs from the start: no page needs to be ready, no code to load. */
  const following = async (_store: { dispatch: (action: UnknownAction) => unknown }) => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('signing out in another tab signs this one out and drops its data', async () => {
    localStorage.setItem('plastihub.token', 'demo-4-here');
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

  it('follows another tab from the moment the app starts, before any page is ready', async () => {
    localStorage.setItem('plastihub.token', 'demo-4-here');
    const store = createStore();
    expect(store.getState().page.ready).toBe(false);
    otherTab('plastihub.token', null);
    await expect.poll(() => store.getState().auth.signedIn).toBe(false);
  });

  it('reconciles with the stored session when it starts: a sign-out in another tab meanwhile signs it out', async () => {
    // The store was made from a session that another tab has since ended.
    const store = createStore({ auth: { ...savedAuthState(), signedIn: true, user: demoUser } });
    await expect.poll(() => store.getState().auth).toMatchObject({ signedIn: false, user: null });
    expect(store.getState().data.session).toBe(1);
  });

  it("drops this tab's drafts when another tab signs in as someone else", async () => {
    localStorage.setItem('plastihub.token', 'demo-4-here');
    const store = createStore({ auth: { ...savedAuthState(), signedIn: true, user: demoUser } });
    sessionStorage.setItem(
      'plastihub.form-drafts',
      JSON.stringify({ owner: 4, forms: { 'my-profile': { city: 'Typed by Kavya' } } }),
    );
    localStorage.setItem('plastihub.token', 'demo-7-elsewhere');
    localStorage.setItem('plastihub.user', JSON.stringify({ ...demoUser, id: 7, name: 'Someone Else' }));
    otherTab('plastihub.token', 'demo-7-elsewhere');
    await expect.poll(() => store.getState().auth.user?.id).toBe(7);
    await expect.poll(() => sessionStorage.getItem('plastihub.form-drafts')).toBeNull();
  });

  it('takes the user saved right after the token, while it applies the sign-in', async () => {
    const store = createStore();
    localStorage.setItem('plastihub.token', 'demo-7-elsewhere');
    otherTab('plastihub.token', 'demo-7-elsewhere');
    const user = JSON.stringify({ ...demoUser, id: 7, name: 'Suresh Yadav' });
    localStorage.setItem('plastihub.user', user);
    otherTab('plastihub.user', user);
    await expect.poll(() => store.getState().auth.user?.name).toBe('Suresh Yadav');
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

describe('the sagas survive', () => {
  it('signs in after another watcher threw (a hand-off whose navigation failed)', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    const store = createStore();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    setNavigator(() => {
      throw new Error('The navigation failed');
    });
    store.dispatch(selectionMade({ values: { tradeType: 'Virgin Polymers' }, to: '/trade-product' }));
    await expect.poll(() => quiet.mock.calls.length).toBeGreaterThan(0);
    expect(quiet.mock.calls[0]).toEqual(['selectionSaga', 'Error: The navigation failed']);
    quiet.mockRestore();
    setNavigator((to) => window.history.pushState(null, '', to));

    store.dispatch(loginRequested({ username: DEMO_MOBILE, password: DEMO_PASSWORD, next: null }));
    await expect.poll(() => store.getState().auth.signedIn, { timeout: 5000 }).toBe(true);
  });
});

describe('a late answer for an earlier session', () => {
  it("is dropped: user A's profile arriving after user B signed in elsewhere does not become B's", async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    let releaseProfile: () => void = () => {};
    const profileAsked = new Promise<void>((asked) => {
      server.use(
        // A server that answers the login without the user: the app asks for the profile.
        http.post('http://localhost/api/login', () =>
          HttpResponse.json({ token: createSession(1), details: null, msg: 'Logged in' }),
        ),
        http.get('http://localhost/api/profile', async () => {
          asked();
          await new Promise<void>((release) => {
            releaseProfile = release;
          });
          // Falls through to the mock server's profile of user 1.
        }),
      );
    });
    const store = createStore();
    store.dispatch(loginRequested({ username: DEMO_MOBILE, password: DEMO_PASSWORD, next: null }));
    await profileAsked;

    // Another tab signs in as someone else while the profile is on its way.
    const otherUser = { ...demoUser, id: 99, name: 'Other User' };
    store.dispatch(sessionStarted({ user: otherUser }));
    store.dispatch(sessionChanged());
    releaseProfile();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.getState().auth.user).toMatchObject({ id: 99, name: 'Other User' });
    expect(localStorage.getItem('plastihub.user') ?? '').not.toContain('"id":1,');
  });
});

describe('logout', () => {
  it('signs out here and in storage at once, then tells the server with the token it had', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    const token = createSession(1);
    localStorage.setItem('plastihub.token', token);
    let told: string | null = null;
    server.use(
      http.get('http://localhost/api/logout', async ({ request }) => {
        told = request.headers.get('Authorization');
        // A server that takes its time (up to the 20 s timeout) no longer keeps the browser signed in.
        await new Promise(() => {});
      }),
    );
    const store = createStore();
    expect(store.getState().auth.signedIn).toBe(true);
    store.dispatch(logoutRequested());
    expect(store.getState().auth.signedIn).toBe(false);
    expect(localStorage.getItem('plastihub.token')).toBeNull();
    await expect.poll(() => told).toBe(`Bearer ${token}`);
  });

  it("forgets the user's hand-offs but keeps the shared preferences", () => {
    localStorage.setItem('plastihub.token', createSession(1));
    sessionStorage.setItem('my_machine_id', '12');
    sessionStorage.setItem('chat_user_id', '3');
    localStorage.setItem('material_city', 'Pune');
    const store = createStore();
    store.dispatch(logoutRequested());
    expect(sessionStorage.getItem('my_machine_id')).toBeNull();
    expect(sessionStorage.getItem('chat_user_id')).toBeNull();
    expect(localStorage.getItem('material_city')).toBe('Pune');
  });

  it('forgets them when another tab signs out too', async () => {
    localStorage.setItem('plastihub.token', 'demo-4-here');
    const store = createStore();
    sessionStorage.setItem('my_machine_id', '12');
    localStorage.removeItem('plastihub.token');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'plastihub.token', newValue: null, storageArea: localStorage }),
    );
    await expect.poll(() => store.getState().auth.signedIn).toBe(false);
    expect(sessionStorage.getItem('my_machine_id')).toBeNull();
  });
});

describe('the sign-in flows', () => {
  it('load with the first sign-in; when their code cannot download, the form says so and the next try works', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    let offline = true;
    vi.doMock('./signIn.saga', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const store = createStore();
    store.dispatch(loginRequested({ username: DEMO_MOBILE, password: DEMO_PASSWORD, next: null }));
    await expect.poll(() => store.getState().auth.forms.login.status).toBe('failed');
    expect(store.getState().auth.forms.login.message).toContain('could not reach the server');

    offline = false;
    store.dispatch(loginRequested({ username: DEMO_MOBILE, password: DEMO_PASSWORD, next: null }));
    await expect.poll(() => store.getState().auth.signedIn, { timeout: 5000 }).toBe(true);
    vi.doUnmock('./signIn.saga');
  });
});

describe('a stored user this release cannot read', () => {
  const olderShape = JSON.stringify({ id: 4, full_name: 'Kavya Rao' });

  it('asks for the profile again: the session knows its user', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    localStorage.setItem('plastihub.token', createSession(4));
    localStorage.setItem('plastihub.user', olderShape);
    const store = createStore();
    expect(store.getState().auth).toMatchObject({ signedIn: true, user: null });
    await expect.poll(() => store.getState().auth.user?.id, { timeout: 5000 }).toBe(4);
    expect(store.getState().auth.signedIn).toBe(true);
  });

  it('signs out cleanly when the server will not say who it is', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: readToken, onUnauthorized: () => {} });
    server.use(
      http.get('*/api/profile', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    setNavigator(() => {});
    localStorage.setItem('plastihub.token', createSession(4));
    localStorage.setItem('plastihub.user', olderShape);
    const store = createStore();
    await expect
      .poll(() => store.getState().auth, { timeout: 5000 })
      .toMatchObject({ signedIn: false, user: null });
    expect(readToken()).toBeNull();
  });
});

describe("the service worker's kept answers and the session", () => {
  it('signing out empties them before the next session starts', async () => {
    const events: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) =>
        new Promise((resolve) =>
          setTimeout(() => {
            events.push(`emptied ${name}`);
            resolve(true);
          }, 30),
        ),
    });
    setNavigator(() => {});
    localStorage.setItem('plastihub.token', createSession(4));
    const store = createStore({ auth: { ...savedAuthState(), signedIn: true, user: demoUser } });
    store.subscribe(() => {
      if (!store.getState().auth.signedIn && !events.includes('signed out')) events.push('signed out');
    });
    store.dispatch(logoutRequested());
    await expect.poll(() => events).toEqual(['emptied plastihub-api', 'signed out']);
    vi.unstubAllGlobals();
  });
});

describe('a 401 answer', () => {
  it('ends the session and sends the user to Login, coming back to where they were', async () => {
    const visited: string[] = [];
    setNavigator((to) => visited.push(to));
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem('plastihub.token', createSession(4));
    const store = createStore({ auth: { ...savedAuthState(), signedIn: true, user: demoUser } });
    store.dispatch(sessionExpired());
    await expect.poll(() => visited).toEqual(['/login?next=%2Fdashboard']);
    expect(store.getState().auth.signedIn).toBe(false);
    expect(readToken()).toBeNull();
  });

  it('leaves a guest tab where it is: the token its call carried was stored by another tab', async () => {
    const visited: string[] = [];
    setNavigator((to) => visited.push(to));
    window.history.replaceState(null, '', '/');
    const store = createStore({ auth: { ...savedAuthState(), signedIn: false, user: null } });
    const token = createSession(4);
    localStorage.setItem('plastihub.token', token);
    store.dispatch(sessionExpired());
    // A sign-out would have gone by now (the first test's took one poll).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(visited).toEqual([]);
    expect(readToken()).toBe(token);
  });
});
