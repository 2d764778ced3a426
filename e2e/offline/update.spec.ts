import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// A deploy while a tab is open. A server of the test's own serves the API build (packages/app/dist-api) as
// release 1, then as release 2: the same files, but index.html marked as the next release and the service worker's
// precache list saying so, as a real deploy changes them. The API is passed on to the mock server.

const DIST = fileURLToPath(new URL('../../packages/app/dist-api', import.meta.url));
const MOCK_API = 'http://localhost:4010';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** A release's version of a file: release 2 has its own index.html and a service worker that lists it. */
function contentOf(file: string, release: number): Buffer | string {
  const content = readFileSync(file);
  if (release === 1) return content;
  if (file.endsWith('index.html'))
    return content.toString().replace('<head>', '<head><meta name="plastihub-release" content="2">');
  if (file.endsWith('sw.js'))
    return content.toString().replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1release2');
  return content;
}

async function startReleaseServer() {
  const policy = readFileSync(join(DIST, 'csp.txt'), 'utf8').trim();
  let release = 1;
  let assetsGone = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (assetsGone && url.pathname.startsWith('/assets/')) {
      response.writeHead(404).end('Not found');
      return;
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/demo-images/')) {
      fetch(`${MOCK_API}${url.pathname}${url.search}`, {
        headers: { accept: request.headers.accept ?? '*/*', host: request.headers.host ?? '' },
      })
        .then(async (answer) => {
          response.writeHead(answer.status, {
            'Content-Type': answer.headers.get('content-type') ?? 'application/json',
          });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => response.writeHead(502).end());
      return;
    }
    let file = join(DIST, normalize(url.pathname));
    if (!file.startsWith(DIST) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      file = join(DIST, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': policy,
      'Cache-Control': 'no-cache',
    });
    response.end(contentOf(file, release));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://localhost:${port}`,
    deploy: (next: number) => {
      release = next;
    },
    /** The server no longer has this release's scripts (a deploy removed them). */
    removeAssets: () => {
      assetsGone = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

test('a new release is announced while the tab is open, and Reload brings it', async ({ page }) => {
  const server = await startReleaseServer();
  try {
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    await expect(page.getByText('A new version of PlastiHub is ready')).toHaveCount(0);

    server.deploy(2);
    // The browser looks for a new worker whenever a page of the site opens (and the app every hour).
    await page.goto(`${server.origin}/about-us`);
    await expect(page.getByText('A new version of PlastiHub is ready')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('meta[name="plastihub-release"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="plastihub-release"]')).toHaveAttribute('content', '2');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText('A new version of PlastiHub is ready')).toHaveCount(0);
  } finally {
    await server.close();
  }
});

test('after a deploy removed the old files, an open tab still opens its other pages, from the precache', async ({
  page,
}) => {
  const server = await startReleaseServer();
  try {
    await page.goto(`${server.origin}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    server.removeAssets();
    const entry = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[src]')?.src ?? '',
    );
    expect((await page.request.get(entry)).status()).toBe(404);
    // A page whose code this tab has not loaded yet, opened inside the app.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText('This page could not be shown')).toHaveCount(0);
  } finally {
    await server.close();
  }
});
