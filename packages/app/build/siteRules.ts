import { parse as parsePattern } from 'regexparam';
import { machineKindPageList, pagesOf } from '../../api-client/src/machineKinds/pages.ts';
// Not paths.ts: it imports the kinds by their package name, which the config's bundle cannot load.
import { pagePaths } from '../src/shared/routing/pagePaths.ts';

/**
 * How a build is served, whatever serves it: the headers every response carries, what may be cached and for how
 * long, which paths belong to the API and which are the app's pages. The nginx configuration (nginxSite.ts) and
 * the static hosts' `_headers` / `_redirects` (staticHostRules.ts) are both written from this, with the policy
 * the build computed (csp.ts). docs/deploy.md, "Headers, and why each is there", says why each is there.
 */

/** The folder of files whose names carry a hash of their content (Vite's `assets/`): never change, cached a year. */
export const HASHED_DIR = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: kept, but asked again (a 304 when unchanged) before each use, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

/**
 * Files at fixed names that must never be served stale: the page (every route is index.html), the service
 * workers (a stale one delays a release by a day) and the manifest. Listed in `_headers` as such; nginx
 * revalidates every file outside the hashed folder.
 */
export const REVALIDATED_FILES = ['/index.html', '/sw.js', '/mockServiceWorker.js', '/manifest.webmanifest'];

/** Files the build writes for whoever serves it, never for the browser. */
export const BUILD_FILES = ['/csp.txt', '/_headers', '/_redirects', '/nginx/', '/.vite/'];

/** What the app uses of the browser's powerful features: none (a photo is picked with the system's file picker). */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** The headers every response of the site carries, the Content Security Policy first. */
export function securityHeaders(policy: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', policy],
    // HTTPS only, for a year, once a browser has seen the site over HTTPS (browsers ignore it over HTTP).
    ['Strict-Transport-Security', 'max-age=31536000'],
    ['X-Content-Type-Options', 'nosniff'],
    // Other sites learn the origin a visitor came from, never the page (its query names listings and people).
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

export interface SiteInput {
  /** The build's Content Security Policy (csp.ts). */
  policy: string;
  /** VITE_API_BASE_URL of the build: a path puts the API on the app's origin. */
  apiBase: string;
  /**
   * More paths the API owns on the app's origin (PLASTIHUB_API_PATHS, comma-separated), e.g. the mock server's
   * pictures under `/demo-images`.
   */
  extraApiPaths?: string;
}

export interface Site {
  headers: [string, string][];
  /** Paths (without a trailing slash) served by the API on this origin: proxied, or a 404; never the app's page. */
  apiPaths: string[];
  /** The app's route patterns (wouter, `:name` parameters): index.html, 200. Other page paths: index.html, 404. */
  routes: string[];
}

const trimmed = (path: string) => path.trim().replace(/\/+$/, '');

export function describeSite({ policy, apiBase, extraApiPaths = '' }: SiteInput): Site {
  const samePathBase = apiBase.startsWith('/') ? [trimmed(apiBase)] : [];
  const extra = extraApiPaths.split(',').map(trimmed).filter(Boolean);
  for (const path of extra) {
    if (!/^\/[\w./-]+$/.test(path)) throw new Error(`PLASTIHUB_API_PATHS: "${path}" is not a plain path`);
  }
  return {
    headers: securityHeaders(policy),
    apiPaths: [...new Set([...samePathBase, ...extra])].filter(Boolean),
    routes: [...new Set([...Object.values(pagePaths), ...machineKindPageList.flatMap(pagesOf)])],
  };
}

/** A route pattern as a regular expression source for the whole path, as wouter matches it (regexparam). */
export function routePatternSource(route: string): string {
  if (route === '/') return '/';
  const source = parsePattern(route).pattern.source;
  // regexparam writes `^\/qa\/([^/]+?)\/?$`: the same without anchors or captures, `/` unescaped.
  return source
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replaceAll('\\/', '/')
    .replace(/\((?!\?)/g, '(?:');
}
