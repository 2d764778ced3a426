import { describe, expect, it } from 'vitest';
import { configureApiClient, getConnectBanners } from '@plastihub/api-client';
import { clearFaults, setFaults } from '@plastihub/mocks/node';
import { createStore } from '../../testing/store';
import { cacheIdOf, defineMutation, defineResource, keepSecret, type Params } from './definitions';
import { mutationRequested, reloads, resourceRequested, sessionChanged } from './data.slice';

type Store = ReturnType<typeof createStore>;

function storeWithApi(token: string | null = null) {
  configureApiClient({ baseURL: 'http://localhost/api', getToken: () => token, onUnauthorized: () => {} });
  return createStore();
}

const entry = (store: Store, key: string, params: Params) =>
  store.getState().data.cache[cacheIdOf(key, params)];

const settled = (store: Store, key: string, params: Params) =>
  expect.poll(() => entry(store, key, params)?.status, { timeout: 5000 }).not.toBe('loading');

const banners = defineResource('test.data.banners', (_params: null, options) => getConnectBanners(options));

function slowLoader(delayMs = 30) {
  const calls: string[] = [];
  const load = (params: { page: number }) => {
    calls.push(`page ${params.page}`);
    return new Promise<string[]>((resolve) => setTimeout(() => resolve([`page ${params.page}`]), delayMs));
  };
  return { calls, load };
}

describe('the data layer', () => {
  it('loads a resource through the saga, the api-client and the mock handler, with plain-data actions', async () => {
    const store = storeWithApi();
    const action = resourceRequested({ key: banners.key, params: null });
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
    store.dispatch(action);
    await settled(store, banners.key, null);
    expect(entry(store, banners.key, null)).toMatchObject({ status: 'succeeded' });
    expect(entry(store, banners.key, null)?.data).toHaveLength(4);
    expect(store.getState().requests.inFlight).toBe(0);
  });

  it('keeps a failure the user can retry, and the retry brings the data', async () => {
    setFaults([{ kind: 'server-error', endpoint: '/connect-banners' }]);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: banners.key, params: null }));
    await settled(store, banners.key, null);
    expect(entry(store, banners.key, null)).toMatchObject({ status: 'failed', retryable: true });
    clearFaults();
    store.dispatch(resourceRequested({ key: banners.key, params: null, force: true }));
    await settled(store, banners.key, null);
    expect(entry(store, banners.key, null)?.status).toBe('succeeded');
  });

  it('joins a request in flight, answers a fresh one from the cache, and asks again when forced', async () => {
    const { calls, load } = slowLoader();
    const pages = defineResource('test.data.join', load);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: pages.key, params: { page: 1 } }));
    store.dispatch(resourceRequested({ key: pages.key, params: { page: 1 } }));
    await settled(store, pages.key, { page: 1 });
    store.dispatch(resourceRequested({ key: pages.key, params: { page: 1 } }));
    expect(calls).toEqual(['page 1']);
    store.dispatch(resourceRequested({ key: pages.key, params: { page: 1 }, force: true }));
    await expect.poll(() => calls.length).toBe(2);
  });

  it('lets newer params replace the request in flight: only the newer answer lands', async () => {
    const { load } = slowLoader();
    const pages = defineResource('test.data.replace', load);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: pages.key, params: { page: 1 } }));
    store.dispatch(resourceRequested({ key: pages.key, params: { page: 2 } }));
    await settled(store, pages.key, { page: 2 });
    expect(entry(store, pages.key, { page: 2 })?.data).toEqual(['page 2']);
    expect(entry(store, pages.key, { page: 1 })).toBeUndefined();
    expect(store.getState().requests.inFlight).toBe(0);
  });

  it('drops every cached answer on a session change and never stores the answer of a call from before it', async () => {
    const { load } = slowLoader(50);
    const mine = defineResource('test.data.session', load);
    const store = storeWithApi();
    store.dispatch(resourceRequested({ key: banners.key, params: null }));
    await settled(store, banners.key, null);
    store.dispatch(resourceRequested({ key: mine.key, params: { page: 1 } }));
    store.dispatch(sessionChanged());
    expect(store.getState().data.cache).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(store.getState().data.cache).toEqual({});
    expect(store.getState().data.session).toBe(1);
  });

  it('submits one form at a time: a second submit while the first is in flight is ignored', async () => {
    let submits = 0;
    const save = defineMutation('test.data.save', (_params: { name: string }) => {
      submits += 1;
      return new Promise<{ msg: string }>((resolve) => setTimeout(() => resolve({ msg: 'Saved' }), 30));
    });
    const store = storeWithApi();
    store.dispatch(mutationRequested({ key: save.key, params: { name: 'a' } }));
    store.dispatch(mutationRequested({ key: save.key, params: { name: 'a' } }));
    await expect.poll(() => store.getState().data.mutations[save.key]?.status).toBe('succeeded');
    expect(submits).toBe(1);
    expect(store.getState().data.mutations[save.key]?.message).toBe('Saved');
  });

  it("shows an upload's progress in its form state while it is sent, and keeps files out of the store", async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const upload = defineMutation(
      'test.data.upload',
      (_params: { photo: File }, options) => {
        report = options?.onUploadProgress;
        return new Promise<{ msg: string }>((resolve) => {
          finish = () => resolve({ msg: 'Uploaded' });
        });
      },
      { upload: true },
    );
    expect(upload).toMatchObject({ secret: true, upload: true });
    const store = storeWithApi();
    store.dispatch(
      mutationRequested({
        key: upload.key,
        params: null,
        secretTicket: keepSecret({ photo: new File(['x'], 'a.png') }),
        upload: true,
      }),
    );
    await expect.poll(() => report).toBeDefined();
    report?.(0.25);
    await expect.poll(() => store.getState().data.mutations[upload.key]?.progress).toBe(0.25);
    report?.(0.75);
    await expect.poll(() => store.getState().data.mutations[upload.key]?.progress).toBe(0.75);
    finish?.();
    await expect.poll(() => store.getState().data.mutations[upload.key]?.status).toBe('succeeded');
    expect(store.getState().data.mutations[upload.key]?.progress).toBeUndefined();
    expect(JSON.stringify(store.getState().data)).not.toContain('a.png');
  });

  it('reloads the resources a mutation names, exactly or by a prefix', () => {
    expect(reloads(['selling.*'], 'selling.injection.mine')).toBe(true);
    expect(reloads(['selling.*'], 'trade.products')).toBe(false);
    expect(reloads(['trade.products'], 'trade.products')).toBe(true);
    expect(reloads(['trade.products'], 'trade.productsSimilar')).toBe(false);
  });
});
