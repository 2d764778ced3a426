import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient, getConnectBanners } from '@plastihub/api-client';
import { clearFaults, setFaults } from '@plastihub/mocks/node';
import { createStore } from '../app/store';
import { resourceRequested } from './resources.slice';

/** The thin slice through every layer: action -> saga -> api-client -> MSW handler -> slice. */
function storeWithApi() {
  const store = createStore();
  configureApiClient({ baseURL: 'http://localhost/api', getToken: () => null, onUnauthorized: () => {} });
  return store;
}

const loadBanners = () => getConnectBanners();

const banners = (store: ReturnType<typeof createStore>) =>
  store.getState().resources.resources['home.banners'];

async function settled(store: ReturnType<typeof createStore>) {
  await expect.poll(() => banners(store)?.status, { timeout: 5000 }).not.toBe('loading');
}

describe('the resources saga loading the home banners', () => {
  afterEach(() => clearFaults());

  it('stores the seeded banners, busy while in flight', async () => {
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: 'home.banners', load: loadBanners, params: undefined }));
    expect(banners(store)?.status).toBe('loading');
    expect(store.getState().requests.inFlight).toBeGreaterThan(0);

    await settled(store);
    expect(banners(store)?.status).toBe('succeeded');
    expect(banners(store)?.data).toHaveLength(4);
    expect(store.getState().requests.inFlight).toBe(0);
  });

  it('keeps a failure with a message the user can retry from', async () => {
    setFaults([{ kind: 'server-error', endpoint: '/connect-banners' }]);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: 'home.banners', load: loadBanners, params: undefined }));
    await settled(store);
    expect(banners(store)).toMatchObject({ status: 'failed', retryable: true });
    expect(banners(store)?.error).toEqual(expect.any(String));

    clearFaults();
    store.dispatch(resourceRequested({ key: 'home.banners', load: loadBanners, params: undefined }));
    await settled(store);
    expect(banners(store)?.status).toBe('succeeded');
  });

  it('joins a request already in flight for the same data instead of sending it twice', async () => {
    let calls = 0;
    const countingLoad = () => {
      calls += 1;
      return getConnectBanners();
    };
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: 'home.banners', load: countingLoad, params: undefined }));
    store.dispatch(resourceRequested({ key: 'home.banners', load: countingLoad, params: undefined }));
    await settled(store);
    expect(calls).toBe(1);
    expect(banners(store)?.status).toBe('succeeded');
    expect(store.getState().requests.inFlight).toBe(0);
  });

  it('lets a newer request for other data replace the one in flight; only its answer lands', async () => {
    const seen: unknown[] = [];
    const slowLoad = (page: unknown) =>
      new Promise<string[]>((resolve) => setTimeout(() => resolve([`page ${String(page)}`]), 50));
    const store = storeWithApi();
    store.subscribe(() => seen.push(banners(store)?.data));
    store.dispatch(resourceRequested({ key: 'home.banners', load: slowLoad, params: 1 }));
    store.dispatch(resourceRequested({ key: 'home.banners', load: slowLoad, params: 2 }));
    await settled(store);
    expect(banners(store)).toMatchObject({ status: 'succeeded', data: ['page 2'] });
    expect(seen.filter((data) => data !== undefined)).toEqual([['page 2']]);
    expect(store.getState().requests.inFlight).toBe(0);
  });
});
