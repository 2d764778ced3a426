import { expect as baseExpect, test } from '@playwright/test';
import {
  CSP_PUBLIC_PATHS,
  CSP_SIGNED_IN_PATHS,
  README_LOGIN,
  expectStrictPolicy,
  openPage,
  refusedByThePolicy,
  watchContentSecurityPolicy,
} from '../csp';
import { submitLogin } from '../demo/support';

// The VITE_API_BASE_URL build under its Content Security Policy: the API's origin (the mock server) is allowed
// for requests and images, and no service worker. Pages to check are listed in e2e/csp.ts.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('the API build runs under its policy with no violation: pages, a dialog, signing in, the account menu, account pages', async ({
  page,
}) => {
  const csp = await watchContentSecurityPolicy(page);
  for (const path of CSP_PUBLIC_PATHS) {
    await test.step(path, async () => {
      const policy = expectStrictPolicy(await openPage(page, path));
      expect(policy).toContain("connect-src 'self' http://localhost:4010");
      expect(policy).toContain("img-src 'self' data: blob: http://localhost:4010");
      // The API build registers its own service worker (blocked in this project: e2e/offline tests it).
      expect(policy).toContain("worker-src 'self'");
      await csp.expectNone(path);
    });
  }

  await test.step('the Manpower dialog on /connect', async () => {
    await openPage(page, '/connect');
    await page.getByRole('button', { name: 'Manpower' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await csp.expectNone('/connect with the Manpower dialog open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('signing in through the login form', async () => {
    await openPage(page, '/login');
    await submitLogin(page, README_LOGIN);
    await expect(page).toHaveURL(/\/$/);
    await csp.expectNone('signing in');
  });

  await test.step('the account menu', async () => {
    await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await csp.expectNone('the account menu');
    await page.keyboard.press('Escape');
  });

  for (const path of CSP_SIGNED_IN_PATHS) {
    await test.step(`signed in: ${path}`, async () => {
      expectStrictPolicy(await openPage(page, path));
      await csp.expectNone(path);
    });
  }
});

test('the policy is enforced: HTML strings, inline scripts and script URLs are refused', async ({ page }) => {
  await openPage(page, '/about-us');
  expect(await refusedByThePolicy(page)).toEqual({
    innerHTML: 'TypeError',
    inlineScript: 'TypeError',
    scriptSrc: 'TypeError',
    injected: null,
  });
});
