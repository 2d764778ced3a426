import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/*
 * Lists on a phone (issue 51): several listings a screen, and Sort by kept in the URL like the filters. The
 * project's device is a Pixel 7 (412 x 915); the narrowest phones we serve are 360 px wide.
 */

/** The cards wholly on the screen now. */
async function cardsOnScreen(page: Page, list: Locator): Promise<number> {
  const height = page.viewportSize()!.height;
  let whole = 0;
  for (const card of await list.getByRole('article').all()) {
    const box = await card.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= height) whole += 1;
  }
  return whole;
}

/** The prices the cards show, in order ("Rs. 96 / Kg" -> 96). */
async function pricesShown(list: Locator): Promise<Array<{ currency: string; amount: number }>> {
  return (await list.getByRole('article').locator('p').allTextContents()).map((text) => {
    const [, currency = '', amount = ''] = /^(Rs\.|USD)\s*([\d,]+)/.exec(text.trim()) ?? [];
    return { currency, amount: Number(amount.replace(/,/g, '')) };
  });
}

for (const width of [360, 412]) {
  test(`at ${width} px a trade list shows three listings a screen, each with its picture, name, place and price`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto('/trade-product?trade_type=Virgin+Polymers');
    const list = page.getByRole('list', { name: 'Virgin Polymers products' });
    await expect(list.getByRole('article')).toHaveCount(14);
    // Scrolled to the cards: the first screen of them.
    await list
      .getByRole('article')
      .first()
      .evaluate((card) => card.scrollIntoView({ block: 'start' }));
    expect(await cardsOnScreen(page, list)).toBeGreaterThanOrEqual(3);
    const first = list.getByRole('article').first();
    await expect(first.locator('img')).toBeVisible();
    await expect(first.getByRole('heading')).toBeVisible();
    await expect(first.getByText(/^Rs\. /)).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}

test('Sort by orders the list, is kept in the URL through a reload and Back, and a shared link opens sorted', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/trade-product?trade_type=Virgin+Polymers');
  const list = page.getByRole('list', { name: 'Virgin Polymers products' });
  await expect(list.getByRole('article')).toHaveCount(14);
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sortBy).toHaveValue('');

  await sortBy.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-low(&|$)/);
  await expect(page).toHaveURL(/trade_type=Virgin\+Polymers/);
  // Rupee prices per kilogram, lowest first; the prices in dollars after them.
  const rupees = (prices: Awaited<ReturnType<typeof pricesShown>>) =>
    prices.filter((price) => price.currency === 'Rs.').map((price) => price.amount);
  await expect
    .poll(async () => {
      const amounts = rupees(await pricesShown(list));
      return (
        amounts.length > 0 && amounts.every((amount, index) => index === 0 || amounts[index - 1]! <= amount)
      );
    })
    .toBe(true);
  const sorted = await pricesShown(list);
  expect(sorted.findIndex((price) => price.currency === 'USD')).toBeGreaterThan(
    sorted.findLastIndex((price) => price.currency === 'Rs.'),
  );

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
  // The reloaded page shows its loading cards first: wait for the answer, then compare the order.
  await expect.poll(() => pricesShown(list)).toEqual(sorted);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');

  await page.goto('/trade-product?trade_type=Virgin+Polymers&sort=price-high');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-high');
  await expect(list.getByRole('article')).toHaveCount(14);
  await expect
    .poll(async () => {
      const highFirst = rupees(await pricesShown(list));
      return (
        highFirst.length > 1 &&
        highFirst.every((amount, index) => index === 0 || highFirst[index - 1]! >= amount)
      );
    })
    .toBe(true);
});
