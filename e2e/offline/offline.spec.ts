import { expect, test, type Frame, type Page } from '@playwright/test';
import { ROHAN, SURESH, sendContactForm, signIn } from '../demo/support';

// The VITE_API_BASE_URL=/api build with its service worker (build/serviceWorker.ts), the API on the same origin.
// Each test has its own browser context: its own worker and caches, as a fresh browser profile would.

const TRADE_LIST = '/trade-product?trade_type=Virgin+Polymers';

/** Waits until the service worker has installed (the app's files precached) and controls the page. */
async function untilControlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/**
 * Keeps `page` offline as a phone without a network is: its requests fail and `navigator.onLine` is false.
 * Playwright's offline emulation does both, but Debian's Chromium 150 sets `navigator.onLine` back to true at each
 * navigation while requests still fail (Chromium 159, Playwright's own, keeps it false), so the emulation is sent
 * again as each document of the page starts. Returns how to end it (before `context.setOffline(false)`).
 */
async function offlineAcrossNavigations(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const emulate = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  const again = (frame: Frame) => {
    if (frame === page.mainFrame()) emulate(true).catch(() => undefined);
  };
  page.on('framenavigated', again);
  return async () => {
    page.off('framenavigated', again);
    await emulate(false);
  };
}

/** The note a page served from kept answers shows, and the top bar's indicator. */
const keptNote = (page: Page) =>
  page.getByText(/^You are offline\. Showing what you saw on \d{1,2} \w{3}, \d{2}:\d{2}\.$/);
/** The badge sighted users see (screen readers hear the polite status beside it, which says "Back online" later). */
const offlineBadge = (page: Page) =>
  page.getByRole('banner').locator('[aria-hidden="true"]', { hasText: /^Offline$/ });

const products = (page: Page) =>
  page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article');

/** Opens the trade list and the first product on it, as a user does; returns the product's page and title. */
async function browseToAProduct(page: Page) {
  await page.goto(TRADE_LIST);
  const first = products(page).first();
  await expect(first).toBeVisible();
  const list = page.url();
  const listTitle = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await first.getByRole('link').first().click();
  // The product's page, not the list still on screen while its code comes.
  await expect(page).not.toHaveURL(list);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).not.toHaveText(listTitle);
  await expect(title).not.toHaveText('');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  return { url: page.url(), title: (await title.textContent()) ?? '' };
}

test('after one visit online, a fresh start offline opens the home page, a list and a product seen before', async ({
  context,
  page,
}) => {
  await signIn(page, ROHAN);
  await untilControlled(page);
  // The visit: the home page, a list and a product, all under the worker.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'PlastiHub highlights' })).toBeVisible();
  const product = await browseToAProduct(page);
  await page.close();

  await context.setOffline(true);
  const later = await context.newPage();
  const endOffline = await offlineAcrossNavigations(later);
  await later.goto('/');
  await expect(later.getByRole('heading', { level: 2, name: 'Educate' })).toBeVisible();
  await expect(later.getByRole('region', { name: 'PlastiHub highlights' })).toBeVisible();
  await expect(keptNote(later)).toBeVisible();
  await expect(offlineBadge(later)).toBeVisible();
  await later.goto(TRADE_LIST);
  await expect(products(later).first()).toBeVisible();
  await expect(keptNote(later)).toBeVisible();
  await later.goto(product.url);
  await expect(later.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(keptNote(later)).toBeVisible();

  // Back online: the page asks again by itself, once, and the note and the indicator go.
  const refreshed = later.waitForResponse((response) =>
    response.url().includes('/api/trade-product-details'),
  );
  await endOffline();
  await context.setOffline(false);
  await refreshed;
  await expect(keptNote(later)).toHaveCount(0);
  await expect(offlineBadge(later)).toHaveCount(0);
  await expect(later.getByRole('heading', { level: 1 })).toHaveText(product.title);
});

test('offline, a form says it needs a connection and keeps what was typed', async ({ context, page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await context.setOffline(true);
  await sendContactForm(page);

  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('alert')).toContainText(
    'could not reach the server. Check your connection',
  );
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Amit');
  await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue('Price of PP raffia grade?');
});

test('offline, a chat message says it needs a connection and stays in the box', async ({ context, page }) => {
  await signIn(page, ROHAN);
  await page.goto('/trade-product-details?product_id=2');
  await page.getByRole('button', { name: 'Chat' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('MFI is 7.1 for this batch.')).toBeVisible();

  await context.setOffline(true);
  await panel.getByRole('textbox', { name: /^Message/ }).fill('Is the batch still available?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(/could not reach the server\. Check your connection/)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /^Message/ })).toHaveValue('Is the batch still available?');
});

test('a second user signing in on the same browser never sees the first user’s saved answers', async ({
  context,
  page,
}) => {
  await signIn(page, ROHAN);
  await untilControlled(page);
  const product = await browseToAProduct(page);

  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, SURESH);

  await context.setOffline(true);
  await page.goto(product.url);
  await expect(page.getByRole('alert').first()).toContainText('could not reach the server');
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toHaveCount(0);
});

test("the worker keeps only public answers: never a seller's own tool-room companies or wallet", async ({
  page,
}) => {
  await signIn(page, ROHAN);
  await untilControlled(page);
  await page.goto('/my-tool-die-machine-view');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.goto('/my-wallet');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await page.goto(TRADE_LIST);
  await expect(products(page).first()).toBeVisible();

  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('plastihub-api')).keys()).map((request) => new URL(request.url).pathname),
    );
  // The worker writes its copy as the answer reaches the page: it may land a moment after the list shows.
  await expect.poll(kept).toContain('/api/typewise-trade-product-list');
  expect((await kept()).filter((path) => /tool-room-company|wallet|profile/.test(path))).toEqual([]);
});
