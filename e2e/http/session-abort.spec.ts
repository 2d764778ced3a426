import { expect, test, type Page, type Request } from '@playwright/test';
import { README_LOGIN, openPage } from '../csp';
import { fillInjectionMachine, submitLogin } from '../demo/support';

// A user's requests never outlive their session: when the user signs out in another tab, a list being loaded,
// a form being saved and photos being uploaded in this tab are all called off (the browser aborts them), so none
// finishes with the old token after someone else has signed in.

/** Holds every request to `path` (the server never answers it) and resolves with it once the page sends it. */
async function holdRequests(page: Page, path: RegExp, method: 'GET' | 'POST') {
  let sent: (request: Request) => void = () => {};
  const request = new Promise<Request>((resolve) => {
    sent = resolve;
  });
  await page.route(path, (route) => {
    if (route.request().method() !== method) return route.continue();
    sent(route.request());
    // Never answered: only the page can end it.
  });
  return request;
}

/** Whether the page aborted this request (Chromium reports net::ERR_ABORTED for a request the page cancelled). */
const abortedBy = (page: Page, request: Request) =>
  page
    .waitForEvent('requestfailed', { predicate: (failed) => failed === request, timeout: 15_000 })
    .then((failed) => failed.failure()?.errorText ?? '');

/** Another tab of the same browser presses Logout. */
async function signOutInAnotherTab(page: Page) {
  const other = await page.context().newPage();
  await openPage(other, '/');
  await other.getByRole('button', { name: /^Hi, / }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await other.close();
}

async function signIn(page: Page) {
  await openPage(page, '/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
}

test('signing out in another tab aborts the list loading in this one', async ({ page }) => {
  await signIn(page);
  const wallet = holdRequests(page, /\/api\/wallet$/, 'GET');
  await page.goto('/my-wallet');
  const request = await wallet;
  const aborted = abortedBy(page, request);
  await signOutInAnotherTab(page);
  expect(await aborted).toBe('net::ERR_ABORTED');
  await expect(page).toHaveURL(/\/login/);
});

test('signing out in another tab aborts the form being saved in this one', async ({ page }) => {
  await signIn(page);
  await openPage(page, '/profile');
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).not.toHaveValue('');
  const update = holdRequests(page, /\/api\/profile-update$/, 'POST');
  await name.fill('Rohan M.');
  await page.getByRole('button', { name: 'Update' }).click();
  const request = await update;
  const aborted = abortedBy(page, request);
  await signOutInAnotherTab(page);
  expect(await aborted).toBe('net::ERR_ABORTED');
});

test('signing out in another tab aborts the photos being uploaded in this one', async ({ page }) => {
  test.slow();
  await signIn(page);
  await openPage(page, '/injection-molding-machine-add');
  await fillInjectionMachine(page, 'Engel');
  const upload = holdRequests(page, /\/api\/injection-modling-machine-add$/, 'POST');
  await page.getByRole('button', { name: 'Submit' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const aborted = abortedBy(page, request);
  await signOutInAnotherTab(page);
  expect(await aborted).toBe('net::ERR_ABORTED');
});
