import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiValidationError,
  configureApiClient,
  getProfile,
  getWallet,
  loginWithPassword,
  register,
} from '@plastihub/api-client';
import { DEMO_MOBILE, DEMO_OTP, DEMO_PASSWORD } from '../src/demo';
import { fakeLocalStorage } from '../src/db/fakeLocalStorage';
import { memoryStorage } from '../src/db/storage';
import { demoStorageNotice, setPersistence, storageNotices } from '../src/db/table';

/**
 * The in-browser demo keeps its database in localStorage, which the visitor (or an older demo) may
 * have left in any state. Sign-in must work whatever is there.
 */
describe('the demo store in localStorage', () => {
  let shared = fakeLocalStorage();
  let token: string | null = null;

  beforeEach(() => {
    shared = fakeLocalStorage();
    token = null;
    configureApiClient({ baseURL: 'http://localhost/api', getToken: () => token, timeoutMs: 2000 });
  });
  afterEach(() => setPersistence(memoryStorage()));

  async function signInAsRohan() {
    setPersistence(shared.tab().storage);
    const session = await loginWithPassword({ username: DEMO_MOBILE, password: DEMO_PASSWORD });
    token = session.token;
    return (await getProfile()).user;
  }

  const rohanWithMobileAsNumber = JSON.stringify([
    { id: 1, name: 'Rohan Mehta', mobile: 9876543210, email: 'rohan.mehta@example.in', password: 'x' },
  ]);

  it.each([
    ['invalid JSON', '[{"id": 1, "name": "Roh'],
    ['null', 'null'],
    ['an object', '{}'],
    ['rows without ids', '[{"token": "demo-1-old", "user_id": 1}]'],
    ['a user of an older shape with a number for a mobile', rohanWithMobileAsNumber],
  ])(
    'signs in when the saved users and sessions are %s, and says the data was reset',
    async (_case, saved) => {
      shared.data.set('plastihub-demo-db:2:users', saved);
      shared.data.set('plastihub-demo-db:2:sessions', saved);

      expect((await signInAsRohan())?.name).toBe('Rohan Mehta');
      expect(demoStorageNotice()).toBe(storageNotices.damaged);
      expect(JSON.parse(shared.data.get('plastihub-demo-db:2:sessions') ?? '[]')).toHaveLength(1);
    },
  );

  it('signs in and keeps answering from memory when the storage is full, and says so', async () => {
    shared.full = true;
    expect((await signInAsRohan())?.name).toBe('Rohan Mehta');
    expect((await getWallet()).balance).toBe(333);
    expect(demoStorageNotice()).toBe(storageNotices.full);
  });

  it('keeps a session saved by another tab', async () => {
    const otherTab = shared.tab();
    otherTab.localStorage.setItem(
      'plastihub-demo-db:2:sessions',
      JSON.stringify([{ id: 1, token: 'demo-1-other-tab', user_id: 1 }]),
    );
    await signInAsRohan();
    token = 'demo-1-other-tab';
    expect((await getProfile()).user?.name).toBe('Rohan Mehta');
    expect(demoStorageNotice()).toBeNull();
  });

  it('keeps a registered password only as a salted hash, and the new account signs in with it', async () => {
    setPersistence(shared.tab().storage);
    const password = 'Sunflower#2026';
    await register({
      firstName: 'Farhan',
      lastName: 'Qureshi',
      companyName: 'Qureshi Polypack',
      countryCode: '+91',
      mobile: '9900112233',
      email: 'farhan@qureshipolypack.in',
      otp: DEMO_OTP,
      password,
      passwordConfirmation: password,
    });

    const saved = [...shared.data.values()].join('\n');
    expect(saved).toContain('farhan@qureshipolypack.in');
    expect(saved).not.toContain(password);
    expect(saved).not.toContain(DEMO_PASSWORD);
    const session = await loginWithPassword({ username: 'farhan@qureshipolypack.in', password });
    expect(session.user?.name).toBe('Farhan Qureshi');
    await expect(
      loginWithPassword({ username: 'farhan@qureshipolypack.in', password: 'Sunflower#2025' }),
    ).rejects.toBeInstanceOf(ApiValidationError);
  });
});
