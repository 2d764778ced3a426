import { expect, test, type Page, type Request } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { submitLogin } from '../demo/support';

// The opening page's data is asked for as the app starts, before its first render (the route's preload), and the
// screen takes that request over: each page asks its server once, with the session's token.
const api = 'http://localhost:4010/api';

async function signIn(page: Page) {
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
}

/** Every request to `path` (under the API) the page makes from now on. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === new URL(`${api}${path}`).pathname) seen.push(request);
  });
  return seen;
}

const pages = [
  {
    url: '/trade-product?trade_type=Virgin+Polymers',
    call: '/typewise-trade-product-list',
    shows: (page: Page) => page.getByRole('main').getByRole('article').first(),
  },
  {
    url: '/injection-machine-details?machine_id=1&machine_size=60',
    call: '/injection-modling-machine-details',
    shows: (page: Page) => page.getByRole('heading', { level: 1 }),
  },
  {
    url: '/material?brand_id=1&material_city=Mumbai',
    call: '/connect-materials',
    shows: (page: Page) => page.getByRole('main').getByRole('article').first(),
  },
];

for (const { url, call, shows } of pages) {
  test(`${url} asks for its data once, as the page opens`, async ({ page }) => {
    await signIn(page);
    const requests = requestsTo(page, call);
    await page.goto(url);
    await expect(shows(page)).toBeVisible();
    // eslint-disable-next-line playwright/no-networkidle -- once it is quiet, a second request has gone out
    await page.waitForLoadState('networkidle');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers()['authorization']).toMatch(/^Bearer /);
  });
}

test('a signed-out visit to a guarded page asks for none of its data and goes to sign in', async ({
  page,
}) => {
  const requests = requestsTo(page, '/typewise-trade-product-list');
  await page.goto('/trade-product?trade_type=Virgin+Polymers');
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(requests).toHaveLength(0);
});

test('a session that has ended on the server: the page still says so and signs the visitor out', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('plastihub.token', 'demo-1-expired'));
  await page.goto('/trade-product?trade_type=Virgin+Polymers');
  await expect(page).toHaveURL(/\/login/);
});
