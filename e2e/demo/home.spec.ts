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

  // The demo's fault lasts as long as the page; e2e/http/recovery.spec.ts checks that Try again recovers.
  test('tells the user when the banners fail and offers Try again', async ({ page }) => {
    await page.goto('/?mock-fault=server-error:/connect-banners');
    await expect(page.getByRole('alert')).toContainText('Something went wrong');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'PlastiHub highlights' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Manpower asks India or International by keyboard and keeps the choice', async ({ page }) => {
    await page.goto('/');
    const tile = page.getByRole('button', { name: 'Manpower' });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Manpower' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('link', { name: 'International' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manpower\?country_type=International$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manpower' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('country_type'))).toBe('International');
  });

  test('Manpower by mouse on the Connect page', async ({ page }) => {
    await page.goto('/connect');
    await page.getByRole('button', { name: 'Manpower' }).click();
    await page.getByRole('dialog', { name: 'Manpower' }).getByRole('link', { name: 'India' }).click();
    await expect(page).toHaveURL(/\/manpower\?country_type=India$/);
    expect(await page.evaluate(() => sessionStorage.getItem('country_type'))).toBe('India');
  });
});

test.describe('the frame in index.html, before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the top bar, the main menu and a loading status (the footer comes with the app)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'PlastiHub home' })).toBeVisible();
    // The session lives in the browser: the frame shows neither Login nor a greeting.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText('Loading');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
  });
});

test('the app replaces the frame instead of adding a second one', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});
