import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

test.describe('home page on the embedded demo backend', () => {
  test('shows the banner carousel from the mock backend and rotates it', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'PlastiHub highlights' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(4);
    const first = carousel.getByRole('img', { name: 'PlastiHub highlight 1' });
    await expect(first).toBeVisible();
    // The image really loaded from the demo assets.
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(carousel.getByRole('button', { name: 'Show slide 2 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
      {
        timeout: 5000,
      },
    );
  });

  test('tells the user when the banners fail and recovers on retry', async ({ page }) => {
    await page.goto('/?mock-fault=server-error:/connect-banners');
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await page.evaluate(() => window.history.replaceState(null, '', '/'));
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'PlastiHub highlights' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
