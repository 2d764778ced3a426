import { afterEach, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { preloadOpeningPageCode } from '../src/opening';
import { filesByModule, openingTable, type RouteScreen } from './routeModules';

const src = '/repo/packages/app/src';
const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Rolldown.OutputChunk;

describe('filesByModule', () => {
  it("gives each module its chunk and every chunk that one imports, leaving out the page's entry", () => {
    const bundle = {
      'index.js': chunk('index.js', [`${src}/main.tsx`], [], true),
      'trade.js': chunk(
        'trade.js',
        [`${src}/features/trade/screens/TradeProductsScreen.tsx`],
        ['kit.js', 'index.js'],
      ),
      'kit.js': chunk('kit.js', [`${src}/shared/listing/ListingResults.tsx`], ['vendor.js', 'index.js']),
      'vendor.js': chunk('vendor.js', ['/repo/packages/api-client/src/core/client.ts'], []),
    } as Rolldown.OutputBundle;
    const files = filesByModule(bundle, src);
    expect(files.get('features/trade/screens/TradeProductsScreen')).toEqual([
      'trade.js',
      'kit.js',
      'vendor.js',
    ]);
    expect(files.get('../../api-client/src/core/client')).toEqual(['vendor.js']);
    expect(files.has('main')).toBe(false);
  });
});

describe("the opening page's head start (openingTable read by src/opening.ts)", () => {
  const routes: RouteScreen[] = [
    { name: 'home', path: '/', access: 'open', module: 'features/home/screens/HomeScreen' },
    {
      name: 'tradeProducts',
      path: '/trade-product',
      access: 'guarded',
      module: 'features/trade/screens/TradeProductsScreen',
    },
    { name: 'login', path: '/login', access: 'guest', module: 'features/auth/screens/LoginScreen' },
    {
      name: 'qaCategory',
      path: '/qa/:id',
      access: 'open',
      module: 'features/educate/screens/QaCategoryScreen',
    },
    { name: 'subscribe', path: '/subscribe', access: 'guarded', module: null },
  ];
  const files = new Map([
    ['features/home/screens/HomeScreen', ['home.js', 'kit.js']],
    ['features/trade/screens/TradeProductsScreen', ['trade.js', 'kit.js']],
    ['features/auth/screens/LoginScreen', ['auth.js']],
    ['features/educate/screens/QaCategoryScreen', ['educate.js']],
    ['api', ['axios.js']],
  ]);
  const options = {
    base: '/assets/',
    tokenKey: 'plastihub.token',
    alwaysModules: ['api'],
  };
  const table = openingTable(routes, files, options);

  /** The files the page links as module preloads, once the frame and the timeout they wait for have passed. */
  async function preloadsAfterPaint() {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
  }

  /** Opens the page at `url` (with or without a session) and returns the files it preloads. */
  async function preloadsAt(url: string, token: string | null) {
    if (token) localStorage.setItem('plastihub.token', token);
    else localStorage.clear();
    preloadOpeningPageCode(table, new URL(url, 'http://localhost'));
    return preloadsAfterPaint();
  }

  afterEach(() => {
    document.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    localStorage.clear();
  });

  it("asks for the page's code and the API client after the first paint, each file listed once", async () => {
    preloadOpeningPageCode(table, new URL('http://localhost/'));
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
    expect(await preloadsAfterPaint()).toEqual(['/assets/home.js', '/assets/kit.js', '/assets/axios.js']);
    expect(table.files.filter((file) => file === '/assets/kit.js')).toHaveLength(1);
  });

  it('preloads a guarded page only with a session, and a guest page only without one', async () => {
    expect(await preloadsAt('/trade-product?trade_type=Scrap+Material', null)).toEqual([]);
    expect(await preloadsAt('/trade-product?trade_type=Scrap+Material', 'token')).toEqual([
      '/assets/trade.js',
      '/assets/kit.js',
      '/assets/axios.js',
    ]);
    document.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    expect(await preloadsAt('/login', 'token')).toEqual([]);
    expect(await preloadsAt('/login', null)).toEqual(['/assets/auth.js', '/assets/axios.js']);
  });

  it('matches paths with parameters, and leaves unknown paths and screens it does not know alone', async () => {
    expect(await preloadsAt('/qa/12', null)).toEqual(['/assets/educate.js', '/assets/axios.js']);
    document.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    expect(await preloadsAt('/no-such-page', null)).toEqual([]);
    expect(await preloadsAt('/subscribe', 'token')).toEqual([]);
    expect(table.routes.map((route) => route.pattern)).not.toContain('^/subscribe$');
  });
});
