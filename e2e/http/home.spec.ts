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
  // The route's preload asks for the banners as the app starts; the home screen takes that request over.
  expect(bannerRequests).toHaveLength(1);
});

test('a page that shows no banners does not ask for them', async ({ page }) => {
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
