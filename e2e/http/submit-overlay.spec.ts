import { expect, test, type Page } from '@playwright/test';
import { README_LOGIN, openPage } from '../csp';
import { submitLogin } from '../demo/support';

// The loading overlay is for submits: a page's data shows in the page's own skeletons, and while a submit hangs
// the top bar and its menu stay usable, so Logout ends it (and the request with it).

/** The server never answers `method` calls to `path`. */
async function neverAnswer(page: Page, path: RegExp, method = 'POST') {
  await page.route(path, (route) => {
    if (route.request().method() !== method) return route.continue();
    // Left hanging: only the page can end it.
  });
}

test('a page whose data does not come shows no overlay over it', async ({ page }) => {
  await neverAnswer(page, /\/api\//, 'GET');
  await page.goto('/manpower?country_type=International');
  await expect(page.getByRole('main')).toBeVisible();
  // Longer than the overlay's delay (300 ms): it would be showing by now.
  // eslint-disable-next-line playwright/no-wait-for-timeout -- an overlay never shown has no event to await
  await page.waitForTimeout(1_000);
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/login/);
});

test('a hanging submit dims the page but not the top bar: Logout ends it', async ({ page }) => {
  await openPage(page, '/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await openPage(page, '/profile');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  await neverAnswer(page, /\/api\/profile-update$/);
  await name.fill('Rohan M.');
  const update = page.getByRole('button', { name: 'Update' });
  await update.click();
  await expect(page.getByText('Loading…')).toBeVisible();
  // The overlay lies over the form: what is under the pointer at the button is the overlay, not the button.
  const box = (await update.boundingBox())!;
  const underPointer = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(underPointer).toBeNull();
  // The top bar is above it: its account menu is what the pointer meets.
  await page.evaluate(() => window.scrollTo(0, 0));
  const account = page.getByRole('button', { name: /^Hi, / });
  const accountBox = (await account.boundingBox())!;
  const atAccount = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
    [accountBox.x + accountBox.width / 2, accountBox.y + accountBox.height / 2],
  );
  expect(atAccount).toMatch(/^Hi, /);
  await expect(page.getByText('Loading…')).toBeVisible();
  await account.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Loading…')).toHaveCount(0);
});
