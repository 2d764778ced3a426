import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// nginx with the configuration the build wrote, as `curl -I` sees it: the headers on every answer, what is cached
// for how long, what is compressed, and which paths are the app's page, a 404, or the API's.

const DIST = fileURLToPath(new URL('../../packages/app/dist-api/', import.meta.url));
const POLICY = readFileSync(`${DIST}csp.txt`, 'utf8').trim();
const ENTRY = readdirSync(`${DIST}assets`).find((name) => /^index-.*\.js$/.test(name));
const APP_PAGE = '<div id="root">';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as it goes over the wire: no decompression, no redirects, no cache. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`http://localhost:4176${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function expectSecurityHeaders(path: string, { headers }: Answer) {
  expect(headers['content-security-policy'], path).toBe(POLICY);
  expect(headers['strict-transport-security'], path).toBe('max-age=31536000');
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
}

test('every answer carries the build’s policy and the security headers, errors and the API’s too', async () => {
  for (const path of [
    '/',
    '/trade-product',
    `/assets/${ENTRY}`,
    '/sw.js',
    '/assets/0000000.js',
    '/api/nope',
  ]) {
    expectSecurityHeaders(path, await get(path));
  }
});

test('hashed files are kept for a year; the page, the worker and the manifest are asked again each time', async () => {
  expect((await get(`/assets/${ENTRY}`)).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  for (const path of ['/', '/index.html', '/trade-product', '/sw.js', '/manifest.webmanifest']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers['cache-control'], path).toBe('no-cache');
  }
  expect((await get('/manifest.webmanifest')).headers['content-type']).toBe('application/manifest+json');
  // A missing file is never kept.
  expect((await get('/assets/0000000.js')).headers['cache-control']).toBeUndefined();
});

test('the precompressed files are sent to browsers that take them', async () => {
  const original = readFileSync(`${DIST}assets/${ENTRY}`);
  const brotli = await get(`/assets/${ENTRY}`, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.vary).toBe('Accept-Encoding');
  expect(brotli.body).toEqual(readFileSync(`${DIST}assets/${ENTRY}.br`));
  const gzip = await get(`/assets/${ENTRY}`, { 'Accept-Encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.body).toEqual(readFileSync(`${DIST}assets/${ENTRY}.gz`));
  const plain = await get(`/assets/${ENTRY}`);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toEqual(original);
  const page = await get('/trade-product', { 'Accept-Encoding': 'br' });
  expect(page.headers['content-encoding']).toBe('br');
});

test('app routes are the app’s page; a missing file, the API’s paths and the build’s own files never are', async () => {
  for (const path of [
    '/',
    '/trade-product?trade_type=Virgin+Polymers',
    '/qa/3',
    '/manpower/institutional-placements',
  ]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(200);
    expect(answer.body.toString(), path).toContain(APP_PAGE);
  }
  // A path no route has: the app's page (it says the page was not found), with a 404.
  const unknown = await get('/no-such-page');
  expect(unknown.status).toBe(404);
  expect(unknown.body.toString()).toContain(APP_PAGE);

  for (const path of [
    '/assets/0000000.js',
    '/robots.txt',
    '/csp.txt',
    '/nginx/site.conf',
    '/.vite/manifest.json',
  ]) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(answer.body.toString(), path).not.toContain(APP_PAGE);
  }
  for (const path of ['/api', '/api/no-such-endpoint', '/demo-images/none.png']) {
    const answer = await get(path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers['content-type'], path).toContain('application/json');
  }
  const api = await get('/api/connect-banners');
  expect(api.status).toBe(200);
  expect(JSON.parse(api.body.toString())).toHaveProperty('banners');
});
