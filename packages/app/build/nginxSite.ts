import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILD_FILES,
  HASHED_DIR,
  IMMUTABLE,
  REVALIDATE,
  routePatternSource,
  type Site,
} from './siteRules.ts';

/**
 * The build's nginx configuration (`nginx/site.conf` in its output folder): the directives of a `server` block
 * that serves this build, written from the same rules as `_headers` (siteRules.ts). The `server` block around it
 * sets `listen` and `root` (this build's folder) and defines the upstream `plastihub_api` when the API is on the
 * same origin (nginxMain.ts writes such a block; docs/deploy.md, "On a server with nginx", shows one to copy).
 */

export const NGINX_DIR = 'nginx';
export const NGINX_SITE_FILE = 'site.conf';
/** The upstream the API paths are passed to, defined outside the site file (its address is the deployment's). */
export const API_UPSTREAM = 'plastihub_api';

const quoted = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The variable that holds a header's value: `Content-Security-Policy` in `$plastihub_content_security_policy`. */
const variableOf = (header: string) => `$plastihub_${header.toLowerCase().replaceAll('-', '_')}`;

/**
 * A location's headers. nginx drops the headers of the enclosing block in a location that sets any of its own,
 * so each location names them all (their values are set once, at the top). `always`: on errors too (a 404 still
 * carries the policy). The cache header goes on successful answers only, so a briefly missing file is never kept.
 */
function headerLines(site: Site, cacheControl: string | null): string[] {
  return [
    ...site.headers.map(([name]) => `  add_header ${name} ${variableOf(name)} always;`),
    ...(cacheControl ? [`  add_header Cache-Control ${quoted(cacheControl)};`] : []),
  ];
}

function apiLocation(site: Site, path: string): string[] {
  return [
    `# The API (${path}): passed to it, its answers and errors as it gives them, never the app's page.`,
    `location ~ ^${escapeRegex(path)}(?:/|$) {`,
    `  proxy_pass http://${API_UPSTREAM};`,
    // The original host: an API that writes absolute links (the mock server's pictures) writes this origin's.
    '  proxy_set_header Host $http_host;',
    '  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '  proxy_set_header X-Forwarded-Proto $scheme;',
    ...site.headers.map(([name]) => `  proxy_hide_header ${name};`),
    ...headerLines(site, null),
    '}',
  ];
}

export function nginxSite(site: Site): string {
  const routes = site.routes.map(routePatternSource).join('|');
  const buildFiles = BUILD_FILES.map((file) => escapeRegex(file.slice(1))).join('|');
  return [
    "# PlastiHub: written by the build (packages/app/build/nginxSite.ts) with this build's Content-Security-Policy.",
    "# Include it in a server block that sets `listen` and `root` (this folder's parent); do not edit, rebuild.",
    'server_tokens off;',
    'charset utf-8;',
    // The build writes a .br and a .gz beside each text file (precompress.ts): sent as they are, no work per request.
    'brotli_static on;',
    'gzip_static on;',
    'gzip_vary on;',
    '',
    '# The headers every answer carries (docs/deploy.md, "Headers, and why each is there").',
    ...site.headers.map(([name, value]) => `set ${variableOf(name)} ${quoted(value)};`),
    '',
    ...site.apiPaths.flatMap((path) => [...apiLocation(site, path), '']),
    '# What the build writes for the server, and hidden files (.well-known stays open): not for the browser.',
    `location ~ ^/(?:${buildFiles}|\\.(?!well-known/)) {`,
    '  return 404;',
    ...headerLines(site, null),
    '}',
    '',
    `# Files named by their content's hash: cached for a year; a missing one is a 404, never the app's page.`,
    `location ^~ ${HASHED_DIR} {`,
    '  try_files $uri =404;',
    ...headerLines(site, IMMUTABLE),
    '}',
    '',
    "# The manifest, with its own type (nginx's list has none).",
    'location = /manifest.webmanifest {',
    '  types { application/manifest+json webmanifest; }',
    '  try_files $uri =404;',
    ...headerLines(site, REVALIDATE),
    '}',
    '',
    "# The app's routes: its page, asked again on every visit.",
    `location ~ ^(?:${routes})$ {`,
    '  try_files /index.html =404;',
    ...headerLines(site, REVALIDATE),
    '}',
    '',
    '# A path with an extension is a file of the build (index.html, sw.js, icons), or a 404.',
    'location ~ \\.\\w+$ {',
    '  try_files $uri =404;',
    ...headerLines(site, REVALIDATE),
    '}',
    '',
    "# Any other page: the app's page, which says it was not found, with a 404.",
    'location / {',
    '  try_files $uri =404;',
    '  error_page 404 /index.html;',
    ...headerLines(site, REVALIDATE),
    '}',
    '',
  ].join('\n');
}

/** Writes `nginx/site.conf` into the build's folder. */
export function writeNginxSite(outDir: string, site: Site): string {
  const dir = join(outDir, NGINX_DIR);
  mkdirSync(dir, { recursive: true });
  const file = join(dir, NGINX_SITE_FILE);
  writeFileSync(file, nginxSite(site));
  return file;
}
