import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/*
 * The next step stays in reach (issue 51, point 2): on a phone a listing's main actions sit in a bar at the bottom
 * of the screen from the first screen to the last, covering nothing at the end of the page and never the focus.
 */
// Another seller's product: Rohan may chat about it.
const PRODUCT = '/trade-product-details?product_id=2';

for (const width of [360, 412]) {
  test(`at ${width} px a product's Contact, Chat, Share and Save stay at the bottom of the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto(PRODUCT);
    const bar = page.getByRole('group', { name: /^Actions for / });
    await expect(bar.getByRole('button', { name: 'View Contact Info' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Chat' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Save / })).toBeVisible();
    await expect(bar.getByRole('button', { name: /^Share/ })).toBeVisible();
    const atBottom = async () => {
      await expect
        .poll(async () => {
          const box = (await bar.boundingBox())!;
          return Math.round(box.y + box.height);
        })
        .toBe(800);
      // One row of buttons at 412 px; two at 360 (View Contact Info and Chat, then Share and Save).
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(width < 400 ? 120 : 70);
    };
    await atBottom();
    // A third of the way down (the footer, below the bar, is still out of sight), it is still there.
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 3));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await atBottom();

    // Revealed: the details come into the page (and take the focus), Call and WhatsApp into the bar.
    await bar.getByRole('button', { name: 'View Contact Info' }).click();
    await expect(page.getByRole('group', { name: /^Contact details/ })).toBeFocused();
    await expect(bar.getByRole('link', { name: /^Call / })).toBeVisible();
    await expect(bar.getByRole('link', { name: /^WhatsApp / })).toBeVisible();
    const details = (await page.getByRole('group', { name: /^Contact details/ }).boundingBox())!;
    expect(details.y + details.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

    // At the end of the page the bar sits below the last listing: nothing is left under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastCard = page.getByRole('article').last();
    const card = (await lastCard.boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}

test('on a phone, what the keyboard focuses is never behind the bar', async ({ page }) => {
  await signIn(page);
  await page.goto(PRODUCT);
  const bar = page.getByRole('group', { name: /^Actions for / });
  await expect(bar).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press('Tab');
    // The bar's own buttons, and what comes after the bar (the footer, below it at the end of the page).
    const beforeBar = await page.evaluate(() => {
      const bar = document.querySelector('[data-action-bar]');
      const active = document.activeElement;
      if (active === document.body) return false;
      return (
        !!bar &&
        !!active &&
        !bar.contains(active) &&
        !!(bar.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING)
      );
    });
    if (!beforeBar) continue;
    const focused = await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      const name = document.activeElement?.outerHTML.slice(0, 120);
      return box ? { bottom: box.bottom, height: box.height, name } : null;
    });
    if (!focused || focused.height === 0) continue;
    expect(focused.bottom, focused.name).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  }
});
