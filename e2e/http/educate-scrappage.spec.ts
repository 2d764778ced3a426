import { expect, test } from '@playwright/test';
import { README_LOGIN, openPage } from '../csp';
import { submitLogin } from '../demo/support';

// Issue 18's screens on the VITE_API_BASE_URL build: real HTTP to the mock server, no service worker.
test('a polymer, filtered polymer products and scrap car dealers come over HTTP from the API', async ({
  page,
}) => {
  const api: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '4010') api.push(url);
  });
  await openPage(page, '/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);

  await openPage(page, '/polymers?polymer_id=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Polypropylene (PP)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(3);

  await openPage(page, '/polymer-product?industry_id=1&industry_name=Household&brand=Milton');
  await expect(page.getByRole('list', { name: 'Household products' }).getByRole('article')).toHaveCount(2);
  const filter = api.find((url) => url.pathname === '/api/polymer-product-filter');
  expect(filter?.searchParams.get('brand')).toBe('Milton');

  await openPage(page, '/scrap-car-dealer?state_id=7&city_id=25');
  await expect(page.getByText('In Ahmedabad, Gujarat')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Scrap Car Dealers in Ahmedabad, Gujarat' }).getByRole('listitem'),
  ).toHaveCount(3);
});
