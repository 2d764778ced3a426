import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { README_LOGIN, openPage, watchContentSecurityPolicy } from '../csp';
import { submitLogin } from '../demo/support';

// The app through nginx with the build's configuration (service workers blocked here, so every file comes from the
// server; e2e/offline runs the worker through the same server): deep links, reloads and the main journeys under
// the policy the server sends, and what a visitor sees when a screen's code is gone from the server.

const ASSETS = fileURLToPath(new URL('../../packages/app/dist-api/assets/', import.meta.url));

/** The one chunk whose code holds `text`. */
function chunkHolding(text: string): string {
  const files = readdirSync(ASSETS).filter(
    (file) => file.endsWith('.js') && readFileSync(`${ASSETS}${file}`, 'utf8').includes(text),
  );
  if (files.length !== 1) throw new Error(`${files.length} chunks hold "${text}" in the build, not one`);
  return files[0] as string;
}

test('deep links, reloads and a journey through the server, with no policy violation', async ({ page }) => {
  const csp = await watchContentSecurityPolicy(page);

  await test.step('sign in', async () => {
    await openPage(page, '/login');
    await submitLogin(page, README_LOGIN);
    await expect(page).toHaveURL(/\/$/);
    await csp.expectNone('signing in');
  });

  const products = page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article');

  await test.step('a deep link to a list, then a reload', async () => {
    await openPage(page, '/trade-product?trade_type=Virgin+Polymers');
    await expect(products.first()).toBeVisible();
    await page.reload();
    await expect(products.first()).toBeVisible();
    await csp.expectNone('the trade list');
  });

  await test.step('a product from the list, then a reload of its page', async () => {
    // The card's name: the details page's own heading ("Trade Product Details") shows until the product comes.
    const name = ((await products.first().getByRole('heading').first().textContent()) ?? '').trim();
    await products.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/trade-product-details\?/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await csp.expectNone('a product');
  });

  await test.step('the About page names the release: the commit the build came from', async () => {
    await openPage(page, '/about-us');
    await expect(page.getByText(/^Release [0-9a-f]{12}(-dirty)?$/)).toBeVisible();
    await csp.expectNone('About');
  });

  await test.step('a page no route has: the app says so', async () => {
    await page.goto('/no-such-page');
    await expect(
      page.getByText('Unfortunately the page you are looking for has been moved or deleted'),
    ).toBeVisible();
    await page.getByRole('link', { name: /go to homepage/i }).click();
    await expect(page.getByRole('region', { name: 'PlastiHub highlights' })).toBeVisible();
    await csp.expectNone('the missing page and home');
  });
});

test('a screen whose code is gone from the server (404) says so and offers Try again', async ({ page }) => {
  await page.goto('/');
  const contactUs = page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' });
  await expect(contactUs).toBeVisible();
  // The screen's code asked for under a name the server does not have, as after a deploy removed it.
  const chunk = chunkHolding('Thank you. We will get back to you soon.');
  let gone = true;
  await page.route(`**/assets/${chunk}`, (route) =>
    gone
      ? route.continue({ url: new URL('/assets/0000000.js', route.request().url()).href })
      : route.continue(),
  );
  const missing = page.waitForResponse('**/assets/0000000.js');
  await contactUs.click();
  expect((await missing).status()).toBe(404);
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  gone = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});
