import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('money on the embedded demo backend', () => {
  test('from the Connect tile: filters by keyboard, sent as comma lists; a lender, its contact once, similar lenders', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/connect');
    await page.getByRole('link', { name: 'Money' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Financial institutions' });
    await expect(results.getByRole('article')).toHaveCount(21);

    // Purpose: two choices, by keyboard, then Apply.
    await tabTo(page, page.getByRole('button', { name: /^Purpose/ }));
    await page.keyboard.press('Enter');
    for (const purpose of ['Machine Purchase', 'Plant Expansion']) {
      await page.getByRole('checkbox', { name: purpose }).focus();
      await page.keyboard.press('Space');
    }
    const filtered = page.waitForRequest((request) =>
      request.url().includes('/api/financial-institution-filter'),
    );
    await page.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    const query = new URL((await filtered).url()).searchParams;
    expect(query.get('purpose')).toBe('Machine Purchase,Plant Expansion');
    expect(query.get('funding')).toBe('');
    await expect(page).toHaveURL(/purpose=Machine(\+|%20)Purchase(,|%2C)Plant(\+|%20)Expansion/);
    const cards = results.getByRole('article');
    await expect(cards.first()).toContainText(/Purpose: (Machine Purchase|Plant Expansion)/);
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThan(21);
    for (const card of await cards.all())
      await expect(card).toContainText(/Machine Purchase|Plant Expansion/);
    await expectNoAxeViolations(page);

    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/money-details\?financial_institution_id=\d+/);
    await expect(page.getByRole('row', { name: /Interest Rate/ })).toContainText('%');
    const reveal = page.getByRole('button', { name: 'View Contact Info' });
    await tabTo(page, reveal);
    await page.keyboard.press('Enter');
    await expect(reveal).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Similar Financial Institutions' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
