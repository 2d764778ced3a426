import { expect, test, type Request } from '@playwright/test';

const bannersUrl = 'http://localhost:4010/api/connect-banners';

test('the VITE_API_BASE_URL build loads banners over real HTTP from the mock server, asking once', async ({
  page,
}) => {
  const bannerRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === bannersUrl) bannerRequests.push(request);
  });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'PlastiHub highlights' });
  const first = carousel.getByRole('img', { name: 'PlastiHub highlight 1' });
  await expect(first).toHaveAttribute('src', 'http://localhost:4010/demo-images/banners/banner-1.svg');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // index.html asks for the banners while the app's code downloads; the app's call takes that answer over.
  expect(bannerRequests).toHaveLength(1);
  expect(bannerRequests[0]?.resourceType()).not.toBe('xhr');
});

test('a page whose route needs no early data starts no early request', async ({ page }) => {
  const bannerRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.url() === bannersUrl) bannerRequests.push(request);
  });
  await page.goto('/about-us');
  await expect(page.getByRole('main').getByText(/PlastiHub brings India/)).toBeVisible();
  expect(bannerRequests).toHaveLength(0);
});

test('API calls ask for JSON', async ({ page }) => {
  const aboutRequest = page.waitForRequest('http://localhost:4010/api/about-us');
  await page.goto('/about-us');
  expect((await aboutRequest).headers()['accept']).toContain('application/json');
});
