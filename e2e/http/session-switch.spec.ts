import { expect, test, type Page } from '@playwright/test';
import { openAccountMenu } from '../demo/support';

// Two users on one device: what the first one loaded must never reach the second, even when the second
// user's own requests fail (nothing to fall back on but what is cached). The data cache is per session.
async function signInAs(page: Page, username: string) {
  await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill(username);
  await page.getByLabel(/^Password/).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

/** Moves within the app (no page load, so the store and its cache live on) through the account menu. */
async function openAccountPage(page: Page, name: 'Dashboard' | 'Profile') {
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name }).click();
}

test("signing out and in as another user never shows the first user's data, even while requests fail", async ({
  page,
}) => {
  await page.goto('/login');
  await signInAs(page, 'rohan.mehta@example.in');
  await openAccountPage(page, 'Profile');
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rohan Mehta');
  await (await openAccountMenu(page)).getByRole('link', { name: 'My Wallet' }).click();
  await expect(page.getByText('333 tokens').first()).toBeVisible();

  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Vikram signs in; from now on his profile and wallet cannot be loaded.
  await signInAs(page, 'vikram.reddy@example.in');
  let down = true;
  await page.route(/\/api\/(wallet|my-profile|profile)/, async (route) => {
    if (down && route.request().method() !== 'OPTIONS') await route.abort('connectionrefused');
    else await route.continue();
  });

  await openAccountPage(page, 'Profile');
  await expect(page.getByRole('alert').first()).toContainText('could not reach the server');
  await expect(page.getByText('Rohan Mehta')).toHaveCount(0);
  await (await openAccountMenu(page)).getByRole('link', { name: 'My Wallet' }).click();
  await expect(page.getByRole('alert').first()).toContainText('could not reach the server');
  await expect(page.getByText('333 tokens')).toHaveCount(0);

  // His own data once the server answers again.
  down = false;
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByText(/\d[\d,]* tokens?/).first()).toBeVisible();
  await expect(page.getByText('333 tokens')).toHaveCount(0);
});
