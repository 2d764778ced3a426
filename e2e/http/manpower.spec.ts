import { expect, test } from '@playwright/test';
import { README_LOGIN, openPage } from '../csp';
import { submitLogin } from '../demo/support';

// Issue 17's screens on the VITE_API_BASE_URL build: real HTTP to the mock server.
test('manpower tiles, filtered executives and the jobs list come over HTTP from the API', async ({
  page,
}) => {
  const api: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '4010') api.push(url);
  });
  await openPage(page, '/manpower?country_type=International');
  await expect(
    page.getByRole('list', { name: 'Manpower categories' }).getByRole('link', { name: 'CREW' }),
  ).toBeVisible();

  await openPage(
    page,
    '/manpower-executives?executive_category_id=1&executive_category_name=Production&country_type=India&experience=0-2',
  );
  await expect(
    page.getByRole('list', { name: 'Production executives' }).getByRole('article').first(),
  ).toBeVisible();
  const filter = api.find((url) => url.pathname === '/api/manpower-executive-filter');
  expect(filter?.searchParams.get('experince')).toBe('0-2');

  await openPage(page, '/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await openPage(page, '/manpower-jobs?country_type=India&salary=15k-25k');
  await expect(page.getByRole('list', { name: 'Jobs India' }).getByRole('article').first()).toContainText(
    'Salary',
  );
});
