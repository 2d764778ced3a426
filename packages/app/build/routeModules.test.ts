import { afterEach, describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { filesByModule, routeModulesScript, type RouteScreen } from './routeModules';

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

describe('routeModulesScript', () => {
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
  const script = routeModulesScript(routes, files, {
    base: '/assets/',
    tokenKey: 'plastihub.token',
    alwaysModules: ['api'],
  });

  /** Opens the page at `path` (with or without a session) and runs the script until it has added its links. */
  async function preloadsAt(path: string, token: string | null) {
    document.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    window.history.replaceState(null, '', path);
    if (token) localStorage.setItem('plastihub.token', token);
    else localStorage.clear();
    new Function(/<script>([\s\S]*)<\/script>/.exec(script)?.[1] ?? '')();
    // The script adds its links in a timeout from an animation frame: one frame and one timeout queued after its
    // own run after them, however slow the machine.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    );
  }

  afterEach(() => {
    document.querySelectorAll('link[rel=modulepreload]').forEach((link) => link.remove());
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("asks for the page's code and the API client, after the first paint", async () => {
    window.history.replaceState(null, '', '/');
    new Function(/<script>([\s\S]*)<\/script>/.exec(script)?.[1] ?? '')();
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
    // The script adds its links in a timeout from an animation frame: one frame and one timeout queued after its
    // own run after them, however slow the machine.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(3);
  });

  it('preloads a guarded page only with a session, and a guest page only without one', async () => {
    expect(await preloadsAt('/trade-product?trade_type=Scrap+Material', null)).toEqual([]);
    expect(await preloadsAt('/trade-product?trade_type=Scrap+Material', 'token')).toEqual([
      '/assets/trade.js',
      '/assets/kit.js',
      '/assets/axios.js',
    ]);
    expect(await preloadsAt('/login', 'token')).toEqual([]);
    expect(await preloadsAt('/login', null)).toEqual(['/assets/auth.js', '/assets/axios.js']);
  });

  it("an API build's script also starts the page's early requests at once, with the stored session", async () => {
    const started: unknown[][] = [];
    Object.assign(window, { recordEarly: (...args: unknown[]) => started.push(args) });
    const withEarly = routeModulesScript(routes, files, {
      base: '/assets/',
      tokenKey: 'plastihub.token',
      alwaysModules: ['api'],
      // A stand-in for src/early.ts's program: it records what the page script asks it to start.
      early: {
        code: 'var plastihubEarly={startPageRequests:function(){window.recordEarly.apply(null,arguments)}}',
        apiBase: '/api',
        routes: ['home', 'tradeProducts'],
      },
    });
    const run = (path: string, token: string | null) => {
      window.history.replaceState(null, '', path);
      if (token) localStorage.setItem('plastihub.token', token);
      else localStorage.clear();
      new Function(/<script>([\s\S]*)<\/script>/.exec(withEarly)?.[1] ?? '')();
    };
    run('/trade-product?trade_type=Scrap+Material', 'demo-1-abc');
    run('/trade-product?trade_type=Scrap+Material', null);
    run('/login', null);
    expect(started).toEqual([['tradeProducts', '?trade_type=Scrap+Material', 'demo-1-abc', '/api']]);
    // Nothing of it leaks into the page's globals.
    expect('plastihubEarly' in window).toBe(false);
    // Its module preloads land after the first paint: let them, before this test's page is cleared.
    // The script adds its links in a timeout from an animation frame: one frame and one timeout queued after its
    // own run after them, however slow the machine.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });

  it('matches paths with parameters, and leaves unknown paths and unknown screens alone', async () => {
    expect(await preloadsAt('/qa/12', null)).toEqual(['/assets/educate.js', '/assets/axios.js']);
    expect(await preloadsAt('/no-such-page', null)).toEqual([]);
    expect(await preloadsAt('/subscribe', 'token')).toEqual([]);
  });
});
