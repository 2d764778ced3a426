import { expect, test, type Page } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { submitLogin } from '../demo/support';

// Phones with a full storage, private windows and in-app browsers that block it: the app keeps what it cannot
// store in the tab's memory, and the visitor browses and signs in as anywhere else.
const storages = {
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  blocked: () => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  },
};

async function browseAndSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Virgin Polymers' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await submitLogin(page, README_LOGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Virgin Polymers' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article').first(),
  ).toBeVisible();
}

for (const [kind, breakStorage] of Object.entries(storages)) {
  test(`with a ${kind} browser storage a visitor browses and signs in`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(breakStorage);
    await browseAndSignIn(page);
    // Signed in for this tab: the account menu greets the user.
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
