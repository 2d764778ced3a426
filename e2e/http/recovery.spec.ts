import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { submitLogin } from '../demo/support';

// The VITE_API_BASE_URL build talks real HTTP, so a test can script the server's answers with page.route.
const api = (path: string) => `http://localhost:4010/api${path}`;

/**
 * Try again in `scope`: a screen's (a button), or the route's when not even its message could download (a link to
 * the page, which tries again in place).
 */
const tryAgainIn = (scope: Locator) =>
  scope
    .getByRole('button', { name: 'Try again' })
    .or(scope.getByRole('link', { name: 'Try again' }))
    .first();

/** Requests to `path` cannot reach the server until the returned function brings it back. */
async function serverDownFor(page: Page, path: string): Promise<() => void> {
  let down = true;
  await page.route(api(path), async (route) => {
    if (down && route.request().method() !== 'OPTIONS') await route.abort('connectionrefused');
    else await route.continue();
  });
  return () => {
    down = false;
  };
}

test('banners that could not load come back with Try again', async ({ page }) => {
  const bringBack = await serverDownFor(page, '/connect-banners');
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('We could not reach the server');
  // The home screen shows it with Try again (the route's preload may fail before the screen's code is in;
  // the screen then asks once more itself): the server comes back only once the user has the button.
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(tryAgain).toBeVisible();
  bringBack();
  await tryAgain.click();
  const carousel = page.getByRole('region', { name: 'PlastiHub highlights' });
  await expect(carousel.getByRole('img', { name: 'PlastiHub highlight 1' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});

test('a login that cannot reach the server keeps what was typed, and sending again signs in', async ({
  page,
}) => {
  const bringBack = await serverDownFor(page, '/login');
  await page.goto('/login');
  await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('9876543210');
  await page.getByLabel(/^Password/).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByText('We could not reach the server').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveValue('9876543210');
  await expect(page.getByLabel(/^Password/)).toHaveValue('Demo@1234');

  bringBack();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
});

test('server HTML is sanitized before it is shown', async ({ page }) => {
  await page.route(api('/about-us'), async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: {
        aboutUs: {
          about_us:
            '<h2>Who we are</h2><p>Safe text stays.</p>' +
            '<img src="x" alt="" onerror="window.__injected = 1">' +
            '<script>window.__injected = 2</script>' +
            '<a href="javascript:window.__injected = 3">A link</a>',
        },
      },
    });
  });
  await page.goto('/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Who we are' })).toBeVisible();
  await expect(main.getByText('Safe text stays.')).toBeVisible();
  await expect(main.getByText('A link')).toBeVisible();
  expect(await main.getByText('A link').getAttribute('href')).toBeNull();
  await expect(main.locator('script, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
});

/**
 * The URL pattern of the one chunk whose code holds `text` (chunks are named by hash alone, and the chunk plan
 * decides which modules share one).
 */
function chunkHolding(text: string): RegExp {
  const assets = new URL('../../packages/app/dist-http/assets/', import.meta.url);
  const files = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(new URL(file, assets), 'utf8').includes(text),
  );
  if (files.length !== 1) throw new Error(`${files.length} chunks hold "${text}" in the build, not one`);
  return new RegExp(`/assets/${(files[0] as string).replace(/[.]/g, '\\.')}$`);
}

/** Downloads of the app's own code matching `file` fail until the returned function brings them back. */
async function codeDownFor(page: Page, file: RegExp): Promise<() => void> {
  let down = true;
  await page.route(file, async (route) => {
    if (down) await route.abort('internetdisconnected');
    else await route.continue();
  });
  return () => {
    down = false;
  };
}

/**
 * Whether this browser downloads again a module whose download failed, as the HTML standard now says and recent
 * Chromium does. One that keeps the failure (Debian's Chromium 150, Safari, Firefox) can only get the code back in
 * a fresh page: there the app reloads (shared/routing/codeDownloadFailures.ts), elsewhere it stays in the page.
 */
async function downloadsFailedModulesAgain(page: Page): Promise<boolean> {
  const probe = '**/e2e-module-probe.js';
  let tries = 0;
  await page.route(probe, (route) =>
    ++tries === 1
      ? route.abort('internetdisconnected')
      : route.fulfill({ contentType: 'text/javascript', body: 'export default 1;' }),
  );
  const again = await page.evaluate(async () => {
    const url = '/e2e-module-probe.js';
    await import(url).catch(() => undefined);
    return import(url).then(
      () => true,
      () => false,
    );
  });
  await page.unroute(probe);
  return again;
}

/** Whether the page is still the document marked before the failure, or (see above) a fresh one. */
async function expectSameDocumentUnlessReloadNeeded(page: Page) {
  const inPlace = await downloadsFailedModulesAgain(page);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(inPlace);
}

test('a screen whose code did not download comes back with Try again (in the page where the browser allows)', async ({
  page,
}) => {
  await page.goto('/');
  const contactUs = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
  await expect(contactUs).toBeVisible();
  const bringBack = await codeDownFor(page, chunkHolding('Thank you. We will get back to you soon.'));
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await contactUs.click();
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  bringBack();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectSameDocumentUnlessReloadNeeded(page);
});

test('when the API client code did not download, Try again fetches it and the data loads', async ({
  page,
}) => {
  // The chunk that holds axios (with whatever the chunk plan put beside it: the home screen's code may be there too).
  const bringBack = await codeDownFor(page, chunkHolding('AxiosError'));
  await page.goto('/');
  await expect(page.getByRole('alert').first()).toContainText(
    /We could not reach the server|This page could not be (shown|loaded)/,
  );
  // The code comes back only once the user has the button (a request still in flight could otherwise succeed on
  // its own and take the button away before the click).
  const tryAgain = tryAgainIn(page.getByRole('main'));
  await expect(tryAgain).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  bringBack();
  await tryAgain.click();
  const carousel = page.getByRole('region', { name: 'PlastiHub highlights' });
  await expect(carousel.getByRole('img', { name: 'PlastiHub highlight 1' })).toBeVisible();
  await expectSameDocumentUnlessReloadNeeded(page);
});

test('a connection lost while moving to another page: Try again in the page, and the page by itself once it is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const contactUs = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
  await expect(contactUs).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The Contact Us screen's code has not been downloaded yet, and now cannot be.
  await context.setOffline(true);
  await contactUs.click();
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Please check your connection and try again.');
  // The page around it stays: the top bar, the menu and the footer.
  await expect(page.getByRole('link', { name: 'PlastiHub home' })).toBeVisible();
  await expect(contactUs).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);

  // Back online, the page comes by itself (no press of Try again).
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectSameDocumentUnlessReloadNeeded(page);
});

test('a trade type chosen offline opens its page with Try again, and the products come by themselves once online', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  // What a signed-in page loads once it has shown its content (the chat link and its first poll) is in first.
  const firstPoll = page.waitForResponse((response) => response.url().endsWith('/api/chat-list'));
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /^My Chat/ })).toBeVisible();
  await firstPoll;
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Virgin Polymers' }).click();
  await expect(page).toHaveURL(/\/trade-product\?trade_type=Virgin/);
  const main = page.getByRole('main');
  await expect(tryAgainIn(main)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);

  // Try again acts (a button), it does not open this address again.
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Try again' })).toHaveCount(0);

  await context.setOffline(false);
  // Back online the page comes back by itself, without a press: a page whose code is in asks again for the data
  // that failed (the data layer's online refetch), one whose code did not download downloads it again.
  await expect(main.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Virgin Polymers' })).toBeVisible();
  await expectSameDocumentUnlessReloadNeeded(page);
});

test('after a new release removed the old files, a visitor who signs in sees the page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  // What a signed-in visitor adds to the top bar (the chat link, the account menu) is no longer on the server.
  for (const text of ['My Chat, ', 'focusFirstItemOnOpen']) {
    await page.route(chunkHolding(text), (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  }

  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  const carousel = page.getByRole('region', { name: 'PlastiHub highlights' });
  await expect(carousel.getByRole('img', { name: 'PlastiHub highlight 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});
