import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo, VIKRAM } from './support';

const results = (page: Page) => page.getByRole('list', { name: 'Virgin Polymers products' });

test.describe('trade on the embedded demo backend', () => {
  test('from the home tile to a filtered list whose filters survive a reload, back and forward', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Virgin Polymers' }).click();
    await expect(page).toHaveURL(/\/trade-product\?trade_type=Virgin\+Polymers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Virgin Polymers' })).toBeVisible();
    await expect(results(page).getByRole('article')).toHaveCount(14);

    // By keyboard: Country -> Saudi Arabia -> Apply.
    await tabTo(page, page.getByRole('button', { name: /^Country/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: 'Saudi Arabia' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/country=3/);
    await expect(results(page).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove filter Saudi Arabia' })).toBeVisible();

    await page.reload();
    await expect(results(page).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Country \(1\)/ })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/country=/);
    await expect(results(page).getByRole('article')).toHaveCount(14);
    await page.goForward();
    await expect(results(page).getByRole('article')).toHaveCount(1);

    // Clear filters: every product again, without a page load.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(results(page).getByRole('article')).toHaveCount(14);
    await expect(page).toHaveURL(/\/trade-product\?trade_type=Virgin\+Polymers$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a product: table, contact revealed once by keyboard, similar products, axe clean', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/trade-product?trade_type=Virgin+Polymers');
    await results(page).getByRole('link', { name: 'Repol H110MA PP Homopolymer' }).click();
    await expect(page).toHaveURL(/\/trade-product-details\?product_id=1&product_category_id=1$/);
    const title = page.getByRole('heading', { level: 1, name: 'Repol H110MA PP Homopolymer' });
    await expect(title).toBeVisible();
    const table = page.getByRole('table', { name: 'Repol H110MA PP Homopolymer details' });
    await expect(table.getByRole('row', { name: /Quantity/ })).toContainText('25');
    await expect(page.getByRole('heading', { level: 2, name: 'Similar Products' })).toBeVisible();
    await expectNoAxeViolations(page);

    const reveal = page.getByRole('button', { name: 'View Contact Info' });
    await tabTo(page, reveal);
    await page.keyboard.press('Enter');
    await expect(reveal).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    // A shared link opens the same product after a reload, even in a new tab without the hand-off.
    await page.reload();
    await expect(title).toBeVisible();
  });

  test('the trade page and the list without a chosen type', async ({ page }) => {
    await page.goto('/trade');
    await expect(page.getByRole('heading', { level: 1, name: 'Trade' })).toBeVisible();
    await expectNoAxeViolations(page);
    await signIn(page, VIKRAM);
    await page.goto('/trade-product');
    await expect(page).toHaveURL(/\/trade$/);
    await page.goto('/trade-product-details?product_id=9999&product_category_id=1');
    await expect(page.getByText('Record Not Found')).toBeVisible();
  });
});
