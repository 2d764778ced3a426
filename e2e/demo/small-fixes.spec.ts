import { expect, test } from '@playwright/test';
import { signIn } from './support';

/*
 * The small ones a trader meets many times a day (issue 51, point 6), at the project's phone (412 px) unless
 * the narrowest phone (360 px) is the point.
 */

test('the greeting keeps its first name whole beside the Offline badge on a 360 px phone', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  const greeting = page.getByRole('button', { name: 'Hi, Rohan Mehta' });
  const whole = () =>
    greeting
      .locator('span')
      .first()
      .evaluate((span) => span.scrollWidth <= span.clientWidth);
  await expect.poll(whole).toBe(true);
  // The page is ready (its footer, and the connection indicator with it, came after it).
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Offline');
  await expect.poll(whole).toBe(true);
  await context.setOffline(false);
});

test('the material city dialog closes on Escape, and focus goes back to Change city', async ({ page }) => {
  // (A first visit's dialog, opened by itself, closes on Escape too: materials.spec.ts.)
  await signIn(page);
  await page.goto('/material-brand?material_city=Pune');
  const change = page.getByRole('button', { name: 'Change city' });
  await change.click();
  const dialog = page.getByRole('dialog', { name: 'Select City' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: /^City/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
});

test("a job's address says its city and state once", async ({ page }) => {
  await signIn(page);
  await page.goto('/manpower-jobs-details?job_id=1');
  const address = page.getByRole('row', { name: /^Address/ }).getByRole('cell');
  await expect(address).not.toBeEmpty();
  const parts = (await address.innerText()).split(',').map((part) => part.trim().toLowerCase());
  expect(parts.length).toBeGreaterThan(1);
  expect(new Set(parts).size, parts.join(' | ')).toBe(parts.length);
});

test('the material search placeholder shows whole on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto('/material?brand_id=1&material_city=Pune');
  const box = page.getByRole('searchbox');
  await expect(box).toHaveAttribute('placeholder', 'search e.g. Name Category Grade');
  const fits = await box.evaluate((input: HTMLInputElement) => {
    const measure = document.createElement('canvas').getContext('2d')!;
    const style = getComputedStyle(input);
    measure.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return measure.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);
});
