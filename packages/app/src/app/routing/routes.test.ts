import { describe, expect, it } from 'vitest';
import { sweptRoutes } from '../../../../../e2e/demo/sweptRoutes';
import { specGuarded, specGuest, specOpen } from '../../../../../e2e/specRoutes';
import { accessOf as buildAccessOf, routes } from './routes';
import { browsingRoutes } from '../../shared/routing/openBrowsing';
import { href, safeNextPath } from '../../shared/routing/paths';

const accessOf = (path: string) => routes.find((route) => route.path === path)?.access;

describe('the route table', () => {
  it.each(specOpen)('%s is open to everyone', (path) => expect(accessOf(path)).toBe('open'));
  it.each(specGuest)('%s is for guests only', (path) => expect(accessOf(path)).toBe('guest'));
  it.each(specGuarded)('%s needs a signed-in user', (path) => expect(accessOf(path)).toBe('guarded'));

  // Pages the issues add beyond the existing product, each with its reason.
  const beyondSpec = {
    '/material-compare': ['open', 'materials side by side with a shareable URL (the materials issue)'],
    '/machine-compare': ['guarded', 'machines of a kind side by side, shareable (the buyer tools issue)'],
    '/my-shortlist': ['guarded', "a user's saved listings of every kind (the buyer tools issue)"],
    '/my-watchlist': ['guarded', 'the material prices a user watches (the buyer tools issue)'],
    '/my-saved-searches': ['guarded', 'the filtered lists a user saved (the buyer tools issue)'],
  } as const;
  it.each(Object.entries(beyondSpec).map(([path, [access, reason]]) => [path, access, reason]))(
    '%s is %s: %s',
    (path, access) => expect(accessOf(path)).toBe(access),
  );

  it('has exactly the spec paths and those added beyond it, each once', () => {
    const all = [...specOpen, ...specGuest, ...specGuarded, ...Object.keys(beyondSpec)];
    expect(routes.map((route) => route.path).sort()).toEqual([...new Set(all)].sort());
  });

  it('opens only the browsing pages to visitors in a build with VITE_OPEN_BROWSING=on', () => {
    const opened = routes
      .filter((route) => buildAccessOf(route, true) !== route.access)
      .map((route) => route.name);
    expect(opened.sort()).toEqual([...browsingRoutes].sort());
    // Never contact, chat, selling or an account page.
    for (const name of opened) expect(name).not.toMatch(/^(chat|my|profile|dashboard)|Add$|Edit$/);
    expect(buildAccessOf({ name: 'chatDetails', screen: async () => ({ default: () => null }) }, true)).toBe(
      'guarded',
    );
  });

  it('builds links with the selection in the query', () => {
    expect(href('tradeProducts', { query: { trade_type: 'Scrap Material' } })).toBe(
      '/trade-product?trade_type=Scrap+Material',
    );
    expect(href('qaCategory', { params: { id: 4 } })).toBe('/qa/4');
  });

  it('only accepts same-site paths after login', () => {
    expect(safeNextPath('/dashboard')).toBe('/dashboard');
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
  });

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    '\\\\evil.example',
    'https:evil.example',
  ])('refuses %j, which a browser would take off the site', (next) => {
    expect(safeNextPath(next, 'https://plastihub.in')).toBeNull();
  });

  it('keeps the query and hash of a same-site path, encoded slashes staying a path', () => {
    expect(safeNextPath('/trade-product?trade_type=Scrap+Material#top', 'https://plastihub.in')).toBe(
      '/trade-product?trade_type=Scrap+Material#top',
    );
    expect(safeNextPath('/%2F%2Fevil.example', 'https://plastihub.in')).toBe('/%2F%2Fevil.example');
  });
});

describe('the fault sweep (e2e/demo/fault-sweep.spec.ts)', () => {
  it('visits every route, as a user who may open it', () => {
    const swept = sweptRoutes;
    expect(swept.map((route) => route.name).sort()).toEqual(routes.map((route) => route.name).sort());
    // Guests and signed-in users each meet every fault on some of their routes.
    expect(swept.filter((route) => route.fullSweep).map((route) => route.as)).toEqual(
      expect.arrayContaining(['guest', 'user']),
    );
    for (const route of swept) {
      const record = routes.find((candidate) => candidate.name === route.name);
      // A `:param` of the route's path stands for one segment of the swept URL.
      const pattern = new RegExp(`^${(record?.path ?? '').replace(/:[a-z]+/gi, '[^/]+')}$`);
      expect(new URL(route.url, 'http://localhost').pathname, route.name).toMatch(pattern);
      expect(route.as, route.name).toBe(record?.access === 'guarded' ? 'user' : 'guest');
      if (route.sameScreenAs !== undefined) {
        // Visited in the page of its twin, which meets every fault.
        const twin = swept.find((candidate) => candidate.name === route.sameScreenAs);
        expect(twin?.fullSweep, route.name).toBe(true);
        expect(twin?.as, route.name).toBe(route.as);
      }
    }
  });
});
