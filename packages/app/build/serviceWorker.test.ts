// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { RuntimeCaching } from 'workbox-build';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '@plastihub/mocks';
import { API_CACHE } from '../src/shared/account/cachedAnswers.ts';
import {
  PICTURE_CACHE,
  cachedApiCalls,
  runtimeCaching,
  writeRetiringServiceWorker,
  writeServiceWorker,
} from './serviceWorker';

const cachedCalls = [
  'http://localhost:4175/api/typewise-trade-product-list?trade_type=X',
  'https://plastihub.in/api/trade-product-details?product_id=2',
  'https://plastihub.in/api/connect-banners',
  'http://localhost:4175/api/injection-modling-machine-list?type=rent',
  'http://localhost:4175/api/tool-room-details/3',
  'http://localhost:4175/api/blogs/details?id=1',
];

/** Answers that belong to the signed-in user (or the demo's controls): never kept on the device. */
const privateCalls = [
  'wallet',
  'wallet-transaction',
  'token-transaction',
  'chat-list',
  'profile',
  'my-trade-product',
  'role-list',
  'user-role',
  'email/verify/1',
  'logout',
  '__demo/approve-listings',
  // A seller's own tool-room companies and machines, and the seller forms' choices.
  'tool-room-company/5',
  'tool-room-company/5/edit',
  'tool-room-machine/3',
  'my-injection-modling-machine',
  'injection-modling-machine-dropdown',
  'wallet-package',
  // A public call's name with more after it is another call.
  'connect-banners-of-mine',
  'blogs/details/mine',
];

/** The GET calls of the mock server (the spec's API) that only a signed-in user's own pages ask for. */
const privateGets = [
  '/chat-list',
  '/chat-list-listingwise',
  '/chat-message-listingwise',
  '/email/resend',
  '/email/verify/:code',
  '/logout',
  '/profile',
  '/role-list',
  '/tool-room-company/:id',
  '/tool-room-company/:id/edit',
  '/tool-room-company:id/edit',
  '/tool-room-machine/:id',
  '/wallet',
  '/wallet-package',
  '/wallet-transaction',
  '/token-transaction',
  '/my-trade-product',
  '/tool-room-company',
  // Applying for a job (the spec's call is a GET): the user's own action, never a page to keep.
  '/job-apply',
];

describe('the API calls the service worker keeps', () => {
  it('every GET of the API is either public (kept) or private (never kept): a new call must be placed', () => {
    const pattern = cachedApiCalls('/api');
    const gets = handlers
      .map((handler) => handler.info as { method?: unknown; path?: unknown })
      .filter((info) => info.method === 'GET' && typeof info.path === 'string')
      .map((info) => String(info.path).replace(/^\*\/api/, ''));
    expect(gets.length).toBeGreaterThan(60);
    const misplaced = gets.filter((path) => {
      const url = `http://localhost:4175/api${path.replace(/:\w+/g, '7')}?page=1`;
      const privateCall = privateGets.includes(path) || /^\/(my-|__demo\/|[\w-]+-dropdown$)/.test(path);
      return pattern.test(url) === privateCall;
    });
    expect(misplaced).toEqual([]);
  });

  it('with the API on the app’s origin: the listings, details and look-ups under the base, on any host', () => {
    const pattern = cachedApiCalls('/api');
    for (const url of cachedCalls) expect(url).toMatch(pattern);
  });

  it('never the private calls', () => {
    const pattern = cachedApiCalls('/api');
    for (const call of privateCalls) {
      expect(`http://localhost:4175/api/${call}`).not.toMatch(pattern);
      expect(`https://plastihub.in/api/${call}?page=1`).not.toMatch(pattern);
    }
  });

  it('nothing outside the base: a longer first segment, or the base further down the path', () => {
    const pattern = cachedApiCalls('/api');
    expect('http://localhost:4175/apiary/x').not.toMatch(pattern);
    expect('http://x/other/api/list').not.toMatch(pattern);
    expect('http://localhost:4175/assets/index-abc.js').not.toMatch(pattern);
  });

  it('with the API on its own origin: that origin’s calls only', () => {
    const pattern = cachedApiCalls('http://localhost:4010/api');
    expect('http://localhost:4010/api/connect-banners').toMatch(pattern);
    expect('http://localhost:4010/api/trade-product-details?product_id=2').toMatch(pattern);
    expect('http://localhost:4010/api/wallet').not.toMatch(pattern);
    expect('http://localhost:4175/api/connect-banners').not.toMatch(pattern);
    expect('https://evil.example/api/connect-banners').not.toMatch(pattern);
    expect('http://localhost:40100/api/connect-banners').not.toMatch(pattern);
    expect('http://localhost:4010/apiary/x').not.toMatch(pattern);
  });
});

type Plugin = NonNullable<NonNullable<RuntimeCaching['options']>['plugins']>[number];
type CacheWillUpdate = NonNullable<Plugin['cacheWillUpdate']>;
type RequestWillFetch = NonNullable<Plugin['requestWillFetch']>;

const rules = runtimeCaching('/api');
const apiRule = rules.find((rule) => rule.options?.cacheName === API_CACHE);
const pictureRule = rules.find((rule) => rule.options?.cacheName === PICTURE_CACHE);

/** The Cache API of a worker, in memory: the caches by name, each a map of URL to response. */
function fakeCaches() {
  const named = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = named.get(name) ?? new Map<string, Response>();
    named.set(name, entries);
    return {
      match: async (url: string) => entries.get(url)?.clone(),
      put: async (url: string, response: Response) => void entries.set(url, response),
    };
  };
  return { open, delete: async (name: string) => named.delete(name) };
}

/**
 * The API rule's plugin as Workbox runs it for one request: before the request, then with its answer, sharing one
 * `state`. `between` runs while the request is on its way (a sign-out emptying the cache, say).
 */
async function keptCopyOf(response: Response, between: () => Promise<unknown> = async () => undefined) {
  const plugin = apiRule?.options?.plugins?.find((each) => each.cacheWillUpdate && each.requestWillFetch);
  if (!plugin?.cacheWillUpdate || !plugin.requestWillFetch)
    throw new Error('The API rule has no session plugin');
  const request = new Request('https://plastihub.in/api/connect-banners');
  const state = {};
  // The plugin reads only its arguments and the worker's globals; the fetch event is the worker's.
  await plugin.requestWillFetch({ request, state } as unknown as Parameters<RequestWillFetch>[0]);
  await between();
  return plugin.cacheWillUpdate({ request, response, state } as unknown as Parameters<CacheWillUpdate>[0]);
}

let workerCaches: ReturnType<typeof fakeCaches>;
beforeEach(() => {
  workerCaches = fakeCaches();
  vi.stubGlobal('caches', workerCaches);
  vi.stubGlobal('self', { location: new URL('https://plastihub.in/sw.js') });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the runtime caching rules', () => {
  it('asks the network first for API answers, falls back to the kept copy after a timeout, and expires it', () => {
    expect(apiRule).toMatchObject({
      method: 'GET',
      handler: 'NetworkFirst',
      urlPattern: cachedApiCalls('/api'),
      options: { cacheableResponse: { statuses: [200] } },
    });
    expect(apiRule?.options?.networkTimeoutSeconds).toBeGreaterThan(0);
    expect(apiRule?.options?.expiration?.maxEntries).toBeGreaterThan(0);
    expect(apiRule?.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
  });

  it('shows pictures from the cache while refreshing them, and keeps a bounded number', () => {
    expect(pictureRule?.handler).toBe('StaleWhileRevalidate');
    expect(pictureRule?.options?.expiration?.maxEntries).toBeLessThanOrEqual(500);
    expect(pictureRule?.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
    const matches = pictureRule?.urlPattern as (context: { request: { destination: string } }) => boolean;
    expect(matches({ request: { destination: 'image' } })).toBe(true);
    expect(matches({ request: { destination: '' } })).toBe(false);
  });

  it('stamps the kept copy of an answer with when it was saved, keeping its body, status and headers', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T05:12:00Z'), toFake: ['Date'] });
    const body = JSON.stringify({ data: [{ id: 1, name: 'HDPE granules' }] });
    const kept = await keptCopyOf(
      new Response(body, { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' } }),
    );
    vi.useRealTimers();
    expect(kept).toBeInstanceOf(Response);
    if (!(kept instanceof Response)) return;
    expect(kept.headers.get('x-plastihub-saved-at')).toBe('2026-11-26T05:12:00.000Z');
    expect(kept.status).toBe(200);
    expect(kept.statusText).toBe('OK');
    expect(kept.headers.get('content-type')).toBe('application/json');
    expect(await kept.text()).toBe(body);
  });
});

describe('the API rule with calls in parallel', () => {
  it('keeps every answer of a page whose calls start together on an empty cache (a list and its look-ups after a sign-in)', async () => {
    const [list, lookUps] = await Promise.all([
      keptCopyOf(new Response('{"data":[]}')),
      keptCopyOf(new Response('{"data":[]}')),
    ]);
    expect(list).toBeInstanceOf(Response);
    expect(lookUps).toBeInstanceOf(Response);
  });
});

describe('what the API rule never keeps', () => {
  const answer = (headers: Record<string, string> = {}) =>
    new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json', ...headers } });

  it('an answer the server marks private or no-store', async () => {
    expect(await keptCopyOf(answer({ 'cache-control': 'private, max-age=60' }))).toBeNull();
    expect(await keptCopyOf(answer({ 'cache-control': 'no-store' }))).toBeNull();
    expect(await keptCopyOf(answer({ 'cache-control': 'public, max-age=60' }))).toBeInstanceOf(Response);
  });

  it('an answer that lands after the session changed (the cache emptied while it was on its way)', async () => {
    expect(await keptCopyOf(answer(), () => workerCaches.delete(API_CACHE))).toBeNull();
    // The next session's answers are kept again.
    expect(await keptCopyOf(answer())).toBeInstanceOf(Response);
  });

  it('names the cache the app empties (the plugin is copied into sw.js as source: no imports)', () => {
    const plugin = apiRule?.options?.plugins?.find((each) => each.cacheWillUpdate && each.requestWillFetch);
    const named = new RegExp(`['"]${API_CACHE}['"]`);
    expect(String(plugin?.requestWillFetch)).toMatch(named);
    expect(String(plugin?.cacheWillUpdate)).toMatch(named);
  });
});

const builtFiles = [
  'index.html',
  'assets/a.js',
  'assets/a.css',
  'manifest.webmanifest',
  'favicon.svg',
  'icons/icon-192.png',
];

describe('the service worker files', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A built app in a temporary directory: index.html, a script, a style sheet, the manifest and the icons. */
  function builtApp() {
    const dir = mkdtempSync(join(tmpdir(), 'plastihub-sw-'));
    made.push(dir);
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'icons'));
    for (const file of builtFiles) writeFileSync(join(dir, file), `/* ${file} */`);
    return dir;
  }

  it('writes sw.js precaching every file of the app, with the runtime rules and the saved-at stamp', async () => {
    const dir = builtApp();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await writeServiceWorker(dir, '/api');
    // Every pattern matched a file of the build.
    expect(warn).not.toHaveBeenCalled();
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    for (const file of builtFiles) expect(worker).toContain(`"${file}"`);
    expect(worker).toContain('x-plastihub-saved-at');
    expect(worker).toContain(`"${API_CACHE}"`);
    expect(worker).toContain(`"${PICTURE_CACHE}"`);
    // One file: no Workbox runtime loaded from elsewhere.
    expect(worker).not.toContain('importScripts');
  }, 30_000);

  it('with the worker turned off, writes a sw.js that takes over, empties every cache, unregisters and reloads the tabs', async () => {
    const dir = builtApp();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    writeRetiringServiceWorker(dir);

    const listeners: Record<string, (event: { waitUntil: (work: Promise<unknown>) => void }) => void> = {};
    const cacheNames = ['workbox-precache-v2', API_CACHE, PICTURE_CACHE];
    const deleted: string[] = [];
    const navigated: string[] = [];
    const worker = {
      addEventListener: (type: string, listener: (typeof listeners)[string]) => {
        listeners[type] = listener;
      },
      skipWaiting: vi.fn(),
      registration: { unregister: vi.fn(async () => true) },
      clients: {
        matchAll: async () => [
          { url: 'https://plastihub.in/wallet', navigate: async (url: string) => navigated.push(url) },
        ],
      },
    };
    const caches = {
      keys: async () => cacheNames,
      delete: async (name: string) => deleted.push(name) > 0,
    };
    runInNewContext(readFileSync(join(dir, 'sw.js'), 'utf8'), { self: worker, caches });

    listeners.install?.({ waitUntil: () => {} });
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
    let activation: Promise<unknown> | undefined;
    listeners.activate?.({
      waitUntil: (work) => {
        activation = work;
      },
    });
    await activation;
    expect(deleted).toEqual(cacheNames);
    expect(worker.registration.unregister).toHaveBeenCalledOnce();
    expect(navigated).toEqual(['https://plastihub.in/wallet']);
  });
});
