import { describe, expect, it } from 'vitest';
import { paths } from '../src/shared/routing/paths';
import { describeSite, routePatternSource, securityHeaders } from './siteRules';

const policy = "default-src 'none'; frame-ancestors 'none'";
const wholePath = (route: string) => new RegExp(`^${routePatternSource(route)}$`);

describe('how a build is served', () => {
  it('sends the build’s policy and the other security headers on every answer', () => {
    expect(Object.fromEntries(securityHeaders(policy))).toEqual({
      'Content-Security-Policy': policy,
      'Strict-Transport-Security': 'max-age=31536000',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()') as string,
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('gives the API the paths of a same-origin base and those listed in PLASTIHUB_API_PATHS', () => {
    expect(describeSite({ policy, apiBase: '/api/', extraApiPaths: '/demo-images, /api' }).apiPaths).toEqual([
      '/api',
      '/demo-images',
    ]);
    expect(describeSite({ policy, apiBase: 'https://api.example.com/api' }).apiPaths).toEqual([]);
    expect(describeSite({ policy, apiBase: '' }).apiPaths).toEqual([]);
    expect(() => describeSite({ policy, apiBase: '/api', extraApiPaths: '/x;return 200' })).toThrow(
      'not a plain path',
    );
  });

  it('knows every route of the app, and matches each as wouter does', () => {
    const { routes } = describeSite({ policy, apiBase: '/api' });
    expect(routes).toEqual(expect.arrayContaining(Object.values(paths)));
    expect(wholePath('/').test('/')).toBe(true);
    expect(wholePath('/').test('/index.js')).toBe(false);
    expect(wholePath('/trade-product').test('/trade-product')).toBe(true);
    expect(wholePath('/trade-product').test('/trade-product/')).toBe(true);
    expect(wholePath('/trade-product').test('/trade-products')).toBe(false);
    expect(wholePath('/qa/:id').test('/qa/12')).toBe(true);
    expect(wholePath('/qa/:id').test('/qa/12/more')).toBe(false);
    expect(routePatternSource('/qa/details/:id')).toBe('/qa/details/(?:[^/]+?)/?');
  });
});
