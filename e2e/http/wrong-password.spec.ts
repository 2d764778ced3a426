import { expect, test } from '@playwright/test';

// A spec-shaped server answers a wrong password with 401 and its `msg`. The call carried no token, so no
// session ended: the form says what the server said.
const api = (path: string) => `http://localhost:4010/api${path}`;

test("a wrong password answered with 401 shows the server's message on the login form", async ({ page }) => {
  await page.route(api('/login'), async (route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    // The mock server's own answer keeps its CORS headers; only the status and the body are the refusal's.
    const response = await route.fetch();
    await route.fulfill({ response, status: 401, json: { error: 1, msg: 'Invalid credentials' } });
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('9876543210');
  await page.getByLabel(/^Password/).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();

  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page.getByText(/session has ended/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(/^Password/)).toHaveValue('not-my-password');
});
