import { expect, test } from '@playwright/test';

test('the VITE_API_BASE_URL build loads banners over real HTTP from the mock server', async ({ page }) => {
  const bannerRequest = page.waitForRequest('http://localhost:4010/api/connect-banners');
  await page.goto('/');
  const request = await bannerRequest;
  expect(request.headers()['accept']).toContain('application/json');
  const carousel = page.getByRole('region', { name: 'PlastiHub highlights' });
  const first = carousel.getByRole('img', { name: 'PlastiHub highlight 1' });
  await expect(first).toHaveAttribute('src', 'http://localhost:4010/demo-images/banners/banner-1.svg');
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
