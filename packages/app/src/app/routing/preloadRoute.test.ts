import { afterEach, describe, expect, it } from 'vitest';
import { openingRoute } from './preloadRoute';

const openAt = (path: string) => window.history.replaceState(null, '', path);

describe('openingRoute', () => {
  afterEach(() => openAt('/'));

  it('finds the route of the page being opened, with its query', () => {
    openAt('/trade-product?trade_type=Virgin+Polymers');
    expect(openingRoute(true)?.name).toBe('tradeProducts');
  });

  it('finds a route with parameters', () => {
    openAt('/qa/4');
    expect(openingRoute(true)?.name).toBe('qaCategory');
  });

  it("gives nothing where the route's guard sends the visitor on, or where no route is", () => {
    openAt('/trade-product');
    expect(openingRoute(false)).toBeUndefined();
    openAt('/login');
    expect(openingRoute(true)).toBeUndefined();
    expect(openingRoute(false)?.name).toBe('login');
    openAt('/no-such-page');
    expect(openingRoute(true)).toBeUndefined();
  });
});
