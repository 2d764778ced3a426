import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, rohanTest } from './support';

/*
 * Machine compare (issue 33, point 6) on the embedded demo: up to three machines of one kind, chosen from their
 * cards, side by side on a page whose link can be shared. Each test starts from a signed-in state made once per
 * worker, in a context of its own (the compare lists are kept in the browser's local storage).
 */
const injectionCards = (page: Page) =>
  page.getByRole('list', { name: 'Injection Molding Machines' }).getByRole('article');
const compareTray = (page: Page) => page.getByRole('region', { name: 'Compare list' });
const comparison = (page: Page, count: number) =>
  page.getByRole('table', { name: `${count} machines side by side` });
/** The compared machines' names: the table's column headers after the first (the rows' labels). */
const comparedNames = async (page: Page, count: number) =>
  (await comparison(page, count).getByRole('columnheader').allInnerTexts()).slice(1);

rohanTest(
  "three machines at most, with the spec's message; side by side on a page that can be shared; one removed",
  async ({ asRohan }) => {
    const { page } = await asRohan();
    await page.goto('/injection-machine?machine_type=rent');
    const cards = injectionCards(page);
    await expect(cards).toHaveCount(20);
    const tray = compareTray(page);
    await expect(tray).toContainText('0 of 3 chosen');
    for (const index of [0, 1, 2]) {
      await cards.nth(index).getByRole('button', { name: 'Add to compare' }).click();
      await expect(tray).toContainText(`${index + 1} of 3 chosen`);
    }
    await cards.nth(3).getByRole('button', { name: 'Add to compare' }).click();
    await expect(tray.getByRole('alert')).toHaveText('You can Compare upto 3 items');
    await expect(tray).toContainText('3 of 3 chosen');
    await expect(cards.nth(3).getByRole('button', { name: 'Add to compare' })).toBeVisible();
    for (const index of [0, 1, 2])
      await expect(cards.nth(index).getByRole('button', { name: 'Remove from compare' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await expect(page).toHaveURL(/\/machine-compare\?kind=injection&compare=\d+(%2C|,)\d+(%2C|,)\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compare Injection Molding Machines' }),
    ).toBeVisible();
    await expect(comparison(page, 3).getByRole('columnheader')).toHaveCount(4);
    // The first three machines on the list are of three sizes: their Machine Size row is marked.
    await expect(comparison(page, 3).getByRole('row', { name: /^Machine Size/ })).toContainText('Differs');
    const names = await comparedNames(page, 3);
    expect(new Set(names).size).toBe(3);
    await expectNoAxeViolations(page);

    // The link can be shared: another browser, whose own compare list is empty, opens the same three machines,
    // and its own list stays as it was.
    const shared = await asRohan();
    await shared.page.goto(page.url());
    await expect(comparison(shared.page, 3).getByRole('columnheader')).toHaveCount(4);
    expect(await comparedNames(shared.page, 3)).toEqual(names);
    await shared.page.goto('/injection-machine?machine_type=rent');
    await expect(injectionCards(shared.page)).toHaveCount(20);
    await expect(compareTray(shared.page)).toContainText('0 of 3 chosen');
    await shared.context.close();

    // Back on the list, one machine is removed from its card: two remain, and the comparison shows those two.
    await page.goBack();
    await expect(cards).toHaveCount(20);
    await expect(tray).toContainText('3 of 3 chosen');
    await cards.nth(0).getByRole('button', { name: 'Remove from compare' }).click();
    await expect(tray).toContainText('2 of 3 chosen');
    await expect(cards.nth(0).getByRole('button', { name: 'Add to compare' })).toBeVisible();
    await tray.getByRole('link', { name: 'Compare (2)' }).click();
    await expect(comparison(page, 2).getByRole('columnheader')).toHaveCount(3);
    expect(await comparedNames(page, 2)).toEqual(names.slice(1));

    // Kept in this browser: a reload of the list shows the two still chosen.
    await page.goto('/injection-machine?machine_type=rent');
    await expect(compareTray(page)).toContainText('2 of 3 chosen');
    await expect(cards.nth(1).getByRole('button', { name: 'Remove from compare' })).toBeVisible();
  },
);
