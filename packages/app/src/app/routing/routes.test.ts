import { describe, expect, it } from 'vitest';
import { sweptRoutes } from '../../../../../e2e/demo/sweptRoutes';
import { routes } from './routes';
import { machineKinds } from '../../features/machines';
import { href, paths, safeNextPath } from '../../shared/routing/paths';

// The route table of spec document 1, section 2, path by path.
const specOpen = [
  '/',
  '/contact-us',
  '/connect',
  '/manpower',
  '/manpower-executives-category',
  '/manpower-executives',
  '/manpower-executives-details',
  '/manpower-labours',
  '/manpower-labours-view',
  '/manpower-labours-details',
  '/manpower/institutional-placements',
  '/manpower/institutional-placements/details',
  '/trade',
  '/educate',
  '/about-us',
  '/privacy-policy',
  '/terms-of-use',
];
const specGuest = ['/login', '/register', '/register-verify', '/login-with-otp', '/login-with-otp-verify'];
const specGuarded = [
  '/manpower-jobs',
  '/manpower-jobs-details',
  '/trade-product-add',
  '/trade-product-details',
  '/trade-product',
  '/profile',
  '/dashboard',
  '/job-seeker-profile',
  '/institution-profile',
  '/contractor-profile',
  '/financial-institution-profile',
  '/blogs',
  '/blogs-list',
  '/blogs-details',
  '/qa',
  '/qa/:id',
  '/qa/details/:id',
  '/know-your-polymer',
  '/know-your-product',
  '/polymer-product',
  '/polymer-product-details',
  '/money',
  '/money-details',
  '/machine',
  '/machine-type',
  '/material-brand',
  '/material',
  '/material-details',
  '/product-add',
  '/product-view',
  '/machine-add',
  '/machine-view',
  '/buy-machine',
  '/tool-machine-add',
  '/tool-machine-edit',
  '/update-role',
  '/polymers',
  '/car-scrappage',
  '/know-your-car-status',
  '/scrap-car-dealer',
  '/policy-update',
  '/car-fitness-center',
  '/car-status',
  '/download-price-list',
  '/material-dealer',
  '/my-wallet',
  '/my-wallet-add-money',
  '/my-transaction',
  '/chat',
  '/chat-user',
  '/chat-details',
  '/change-password',
  '/subscribe',
  // "all machine list and detail paths" and "seller machine add, view, details and edit paths": every kind's
  // pages, from its record (features/machines/machineKinds.test.ts checks each kind has them all).
  ...machineKinds.flatMap((kind) =>
    [...Object.values(kind.routes), ...Object.values('sellerRoutes' in kind ? kind.sellerRoutes : {})].map(
      (name) => paths[name],
    ),
  ),
  '/tool-and-die',
  '/tool-and-die-details',
  '/tool-die-machine-add',
  '/my-tool-die-machine-view',
  '/my-tool-die-machine-details',
  '/tool-die-machine-edit',
];

const accessOf = (path: string) => routes.find((route) => route.path === path)?.access;

describe('the route table', () => {
  it.each(specOpen)('%s is open to everyone', (path) => expect(accessOf(path)).toBe('open'));
  it.each(specGuest)('%s is for guests only', (path) => expect(accessOf(path)).toBe('guest'));
  it.each(specGuarded)('%s needs a signed-in user', (path) => expect(accessOf(path)).toBe('guarded'));

  // Pages the issues add beyond the existing product, each with its reason.
  const beyondSpec = {
    '/material-compare': 'materials side by side with a shareable URL (the materials issue)',
  };
  it.each(Object.entries(beyondSpec))('%s is open to everyone: %s', (path) =>
    expect(accessOf(path)).toBe('open'),
  );

  it('has exactly the spec paths and those added beyond it, each once', () => {
    const all = [...specOpen, ...specGuest, ...specGuarded, ...Object.keys(beyondSpec)];
    expect(routes.map((route) => route.path).sort()).toEqual([...new Set(all)].sort());
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
