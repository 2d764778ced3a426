import { createServer } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { submitLogin } from '../demo/support';

// A deploy while a tab is open. A server of the test's own serves the API build (packages/app/dist-api) as
// release 1, then as release 2: the same files, but index.html marked as the next release and the service worker's
// precache list saying so, as a real deploy changes them. Release 2's files live under /assets2/ (its index.html and
// scripts name them so), so a deploy that removes release 1's /assets/ leaves release 2 whole, as a real one does.
// The API is passed on to the mock server.

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
const TEXT = new Set(['.html', '.js', '.css', '.webmanifest']);

/** A release's version of a file: release 2 has its own index.html, asset path and a service worker that lists them. */
function contentOf(file: string, release: number): Buffer | string {
  const content = readFileSync(file);
  if (release === 1) return content;
  let text = TEXT.has(extname(file)) ? content.toString().replaceAll('assets/', 'assets2/') : null;
  if (text === null) return content;
  if (file.endsWith('index.html'))
    text = text.replace('<head>', '<head><meta name="plastihub-release" content="2">');
  if (file.endsWith('sw.js')) text = text.replace(/(url:"index\.html",revision:")[0-9a-f]+/, '$1release2');
  return text;
}

/** The release the page was loaded as (release 2's mark comes first in its index.html). */
const releaseOf = (page: Page) => page.locator('meta[name="plastihub-release"]').first();

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
    // Release 2's files, where its pages ask for them.
    if (url.pathname.startsWith('/assets2/')) url.pathname = url.pathname.replace('/assets2/', '/assets/');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/demo-images/')) {
      // The request as the page sent it (a sign-in is a POST with a body and a token-less header set).
      const body: Buffer[] = [];
      request.on('data', (chunk: Buffer) => body.push(chunk));
      request.on('end', () => {
        const headers = Object.fromEntries(
          ['accept', 'authorization', 'content-type', 'host', 'idempotency-key'].flatMap((name) => {
            const value = request.headers[name];
            return typeof value === 'string' ? [[name, value]] : [];
          }),
        );
        const sent = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(body);
        fetch(`${MOCK_API}${url.pathname}${url.search}`, { method: request.method, headers, body: sent })
          .then(async (answer) => {
            response.writeHead(answer.status, {
              'Content-Type': answer.headers.get('content-type') ?? 'application/json',
            });
            response.end(Buffer.from(await answer.arrayBuffer()));
          })
          .catch(() => response.writeHead(502).end());
      });
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
    await expect(releaseOf(page)).not.toHaveAttribute('content', '2');

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(releaseOf(page)).toHaveAttribute('content', '2');
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

test('Reload in a second tab brings the new release there too, after the first tab took the update', async ({
  context,
}) => {
  const server = await startReleaseServer();
  try {
    const first = await context.newPage();
    await first.goto(`${server.origin}/`);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const second = await context.newPage();
    await second.goto(`${server.origin}/about-us`);
    await expect(second.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    server.deploy(2);
    await first.goto(`${server.origin}/contact-us`);
    for (const page of [first, second]) {
      // The second tab learns of the new worker as the browser looks for one (the app asks every hour).
      if (page === second)
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
      await expect(page.getByText('A new version of PlastiHub is ready')).toBeVisible({ timeout: 60_000 });
    }
    await first.getByRole('button', { name: 'Reload' }).click();
    await expect(releaseOf(first)).toHaveAttribute('content', '2');

    await second.getByRole('button', { name: 'Reload' }).click();
    await expect(releaseOf(second)).toHaveAttribute('content', '2');
    await expect(second.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  } finally {
    await server.close();
  }
});

test.describe('without a service worker (a first visit, a browser without one)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a deploy while the login page is open: the tab says PlastiHub has been updated, Reload, and sign-in ends signed in', async ({
    page,
  }) => {
    const server = await startReleaseServer();
    try {
      await page.goto(`${server.origin}/login`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
      server.deploy(2);
      server.removeAssets();

      // The sign-in flows' code is release 1's and gone: the form holds what was typed (a password too, which no
      // draft keeps), so the tab offers Reload rather than lose it.
      await submitLogin(page, README_LOGIN);
      await expect(page.getByText('PlastiHub has been updated. Reload to continue.')).toBeVisible();
      await page.getByRole('button', { name: 'Reload' }).click();
      await expect(releaseOf(page)).toHaveAttribute('content', '2');

      await submitLogin(page, README_LOGIN);
      await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
    } finally {
      await server.close();
    }
  });

  test('a deploy, then a page whose code the tab has not loaded: it reloads into the new release by itself', async ({
    page,
  }) => {
    const server = await startReleaseServer();
    try {
      await page.goto(`${server.origin}/`);
      const contactUs = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
      await expect(contactUs).toBeVisible();
      server.deploy(2);
      server.removeAssets();

      await contactUs.click();
      await expect(page.getByText('PlastiHub has been updated. Loading the new version…')).toBeVisible();
      await expect(releaseOf(page)).toHaveAttribute('content', '2', { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

      // Once per release: the reloaded tab, still failing, would offer Reload rather than reload again.
      expect(await page.evaluate(() => sessionStorage.getItem('plastihub.reloaded-into'))).toBe('2');
    } finally {
      await server.close();
    }
  });
});
