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
import { submitLogin } from './support';

// The demo build under its Content Security Policy (packages/app/build/csp.ts, sent by `vite preview`).
// Pages to check are listed in e2e/csp.ts.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

test('the demo runs under its policy with no violation: pages, a dialog, signing in, the account menu, account pages', async ({
  page,
}) => {
  const csp = await watchContentSecurityPolicy(page);
  for (const path of CSP_PUBLIC_PATHS) {
    await test.step(path, async () => {
      const policy = expectStrictPolicy(await openPage(page, path));
      // The demo's mock backend is a service worker: its policy allows one, from the app's origin.
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
    await csp.expectNone('/connect after the dialog closed');
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
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  for (const path of CSP_SIGNED_IN_PATHS) {
    await test.step(`signed in: ${path}`, async () => {
      expectStrictPolicy(await openPage(page, path));
      await expect(page.getByRole('banner').getByRole('button', { name: /^Hi, / })).toBeVisible();
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered frame needs no style attribute: its hidden text is hidden by the stylesheet', async ({
    page,
  }) => {
    const csp = await watchContentSecurityPolicy(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("style-src-attr 'none'");
    await expect(page.locator('[style]')).toHaveCount(0);
    // The loading status's text, for screen readers only: hidden by a class of the stylesheet.
    const hidden = page.getByRole('main').getByText('Loading', { exact: true }).locator('xpath=..');
    await expect(hidden).toHaveCSS('position', 'absolute');
    await expect(hidden).toHaveCSS('width', '1px');
    expect(await csp.reported()).toEqual([]);
  });
});
