import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('materials on the embedded demo backend', () => {
  test('a first visit asks for the city; a brand lists its materials priced there, searched by keyboard, with Load more', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/connect');
    await page.getByRole('link', { name: 'Material' }).click();

    // No city yet: Select City opens by itself. Escape closes it (issue 51); Select City opens it again.
    const dialog = page.getByRole('dialog', { name: 'Select City' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('City: none chosen')).toBeVisible();
    await page.getByRole('button', { name: 'Select City' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: /City/ }).selectOption('Pune');
    await dialog.getByRole('button', { name: 'Go' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('City: Pune')).toBeVisible();
    await expect(page).toHaveURL(/material_city=Pune/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Reliance Repol' }).click();
    await expect(page).toHaveURL(/\/material\?.*brand_id=1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reliance Repol Materials' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Reliance Repol Materials' });
    await expect(list.getByRole('article')).toHaveCount(12);
    await expect(page.getByText('12 of 22 materials')).toBeVisible();
    await expect(
      list
        .getByRole('article')
        .filter({ hasText: /Rs\. [\d.]+ \/ Kg/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(list.getByRole('article')).toHaveCount(22);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type('Impact');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/keyword=Impact/);
    const found = list.getByRole('article');
    await expect(found.first()).toContainText('Impact Copolymer');
    // The keyword search keeps the chosen city's price (a grade without one there says so).
    for (const card of await found.all())
      await expect(card).toContainText(/Rs\. [\d.]+ \/ Kg|No price for Pune/);
    await expect(found.filter({ hasText: /Rs\. [\d.]+ \/ Kg/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("compare: three at most, with the spec's message, side by side on a page of its own", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/material?brand_id=1&material_city=Pune');
    const cards = page.getByRole('list', { name: 'Reliance Repol Materials' }).getByRole('article');
    await expect(cards).toHaveCount(12);
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      names.push((await cards.nth(index).getByRole('heading').innerText()).trim());
      await cards.nth(index).getByRole('button', { name: 'Add to compare' }).click();
    }
    const tray = page.getByRole('region', { name: 'Compare list' });
    await expect(tray).toContainText('3 of 3 chosen');
    await cards.nth(3).getByRole('button', { name: 'Add to compare' }).click();
    await expect(tray.getByRole('alert')).toHaveText('You can Compare upto 3 items');
    await expect(tray).toContainText('3 of 3 chosen');
    await expect(cards.nth(0).getByRole('button', { name: 'Remove from compare' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(/\/material-compare\?compare=1(%2C|,)2(%2C|,)3/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Materials' })).toBeVisible();
    const header = page.getByRole('row').first();
    for (const name of names) await expect(header).toContainText(name);
    await expect(page.getByRole('row', { name: /^Grade/ })).toContainText('Differs');
    await expect(page.getByRole('row', { name: /^Brand/ })).not.toContainText('Differs');
    await expectNoAxeViolations(page);

    // The link can be shared: a visitor without an account reads the same comparison.
    const url = page.url();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(url);
    for (const name of names) await expect(page.getByRole('row').first()).toContainText(name);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("a material's details: its properties with units and the city price", async ({ page }) => {
    await signIn(page);
    await page.goto('/material?brand_id=1&material_city=Pune');
    const first = page.getByRole('list', { name: 'Reliance Repol Materials' }).getByRole('article').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/material-details\?.*material_id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Density/ })).toContainText('g/cm³');
    await expect(page.getByRole('row', { name: /^Price \(Pune\)/ })).toContainText(/Rs\. [\d.]+ \/ Kg/);
    await expectNoAxeViolations(page);
  });

  test('Find Dealer: the brand\'s dealers in the city, or "No dealer found at this location."', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/material?brand_id=1&material_city=Pune');
    await page.getByRole('link', { name: 'Find Dealer' }).click();
    await expect(page).toHaveURL(/\/material-dealer\?.*brand_id=1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reliance Repol Dealers' })).toBeVisible();
    await expect(page.getByText('No dealer found at this location.')).toBeVisible();

    await page.getByRole('button', { name: 'Change city' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select City' });
    await dialog.getByRole('combobox', { name: /City/ }).selectOption('Chennai');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/material_city=Chennai/);
    const dealers = page
      .getByRole('list', { name: 'Reliance Repol dealers in Chennai' })
      .getByRole('listitem');
    await expect(dealers).toHaveCount(2);
    await expect(dealers.first().getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(dealers.first().getByRole('link', { name: /^\+?[\d\s-]+$/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expectNoAxeViolations(page);
  });

  test("price lists: every brand's (Brand: All), then one brand's, each a download", async ({ page }) => {
    await signIn(page);
    await page.goto('/material-brand?material_city=Pune');
    await page.getByRole('link', { name: 'Download Price List' }).click();
    await expect(page).toHaveURL(/\/download-price-list$/);
    const lists = page.getByRole('list', { name: 'Price lists' }).getByRole('listitem');
    await expect(lists).toHaveCount(20);
    await expect(page.getByRole('combobox', { name: 'Brand' })).toHaveValue('');
    await page.getByRole('combobox', { name: 'Brand' }).selectOption({ label: 'Reliance Repol' });
    await expect(page).toHaveURL(/brand=1/);
    await expect(lists).toHaveCount(2);
    for (const item of await lists.all()) {
      await expect(item).toContainText('Reliance Repol');
      await expect(item.getByRole('link', { name: /^Download / })).toHaveAttribute('download', '');
    }
    await expectNoAxeViolations(page);
  });
});
