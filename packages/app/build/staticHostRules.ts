import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HASHED_DIR, IMMUTABLE, REVALIDATE, REVALIDATED_FILES, type Site } from './siteRules.ts';

/**
 * The same rules as the nginx configuration, for static hosts and CDNs that read Netlify's two files (Netlify;
 * Cloudflare Pages reads a subset, docs/deploy.md, "On a CDN or static host", says which): `_headers` (every response's headers, the cache
 * lifetimes) and `_redirects` (the API, a 404 for a missing hashed file, the app's routes). A host applies
 * `_redirects` only where no file of the build answers.
 */

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
/** The plain page a missing hashed file or API path answers with, with a 404 (Cloudflare Pages finds it itself). */
export const NOT_FOUND_PAGE = `${HASHED_DIR}404.html`;

export function headersFile(site: Site): string {
  const rule = (path: string, headers: [string, string][]) => [
    path,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
  // A response takes the headers of every rule its path matches, and the hosts join two values of one header:
  // each path has one Cache-Control rule. Pages under the app's routes get the hosts' default for HTML, which is
  // to ask again before each use.
  return [
    '# PlastiHub: written by the build (packages/app/build/staticHostRules.ts). Do not edit: rebuild.',
    ...rule('/*', site.headers),
    ...rule(`${HASHED_DIR}*`, [['Cache-Control', IMMUTABLE]]),
    ...REVALIDATED_FILES.flatMap((file) => rule(file, [['Cache-Control', REVALIDATE]])),
    '',
  ].join('\n');
}

export function redirectsFile(site: Site, apiUpstream = ''): string {
  const upstream = apiUpstream.replace(/\/+$/, '');
  const apiRules = site.apiPaths.flatMap((path) =>
    upstream
      ? [`${path}/*  ${upstream}${path}/:splat  200`, `${path}  ${upstream}${path}  200`]
      : [`${path}/*  ${NOT_FOUND_PAGE}  404`, `${path}  ${NOT_FOUND_PAGE}  404`],
  );
  return [
    '# PlastiHub: written by the build (packages/app/build/staticHostRules.ts). Do not edit: rebuild.',
    ...(apiRules.length > 0
      ? [
          upstream
            ? '# The API on this origin, passed to PLASTIHUB_API_UPSTREAM (given when the build ran).'
            : '# The API on this origin: no PLASTIHUB_API_UPSTREAM when the build ran, so a 404 (never the app).',
          ...apiRules,
        ]
      : []),
    "# A missing file named by its hash: a 404, never the app's page.",
    `${HASHED_DIR}*  ${NOT_FOUND_PAGE}  404`,
    // Netlify's `:name` placeholders match one path segment, as wouter's do.
    "# The app's routes: its page.",
    ...site.routes.map((route) => `${route}  /index.html  200`),
    "# Any other path: the app's page, which says it was not found, with a 404.",
    '/*  /index.html  404',
    '',
  ].join('\n');
}

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Not found</title><p>Not found.</p></html>\n';

/** Writes `_headers`, `_redirects` and the plain 404 page into the build's folder. */
export function writeStaticHostRules(outDir: string, site: Site, apiUpstream?: string) {
  writeFileSync(join(outDir, HEADERS_FILE), headersFile(site));
  writeFileSync(join(outDir, REDIRECTS_FILE), redirectsFile(site, apiUpstream));
  mkdirSync(join(outDir, HASHED_DIR), { recursive: true });
  writeFileSync(join(outDir, NOT_FOUND_PAGE), NOT_FOUND_HTML);
}
