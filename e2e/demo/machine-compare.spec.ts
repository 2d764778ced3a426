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

/** Three machines from the list's cards, on their compare page. */
async function compareThree(page: Page) {
  await page.goto('/injection-machine?machine_type=rent');
  const cards = injectionCards(page);
  await expect(cards).toHaveCount(20);
  for (const index of [0, 1, 2]) {
    await cards.nth(index).getByRole('button', { name: 'Add to compare' }).click();
    await expect(compareTray(page)).toContainText(`${index + 1} of 3 chosen`);
  }
  await compareTray(page).getByRole('link', { name: 'Compare (3)' }).click();
  await expect(comparison(page, 3).getByRole('columnheader')).toHaveCount(4);
}

rohanTest(
  'compare fits a phone: labels stay, two machines side by side at 360 px, the third a swipe away',
  async ({ asRohan }) => {
    const { page } = await asRohan();
    await page.setViewportSize({ width: 360, height: 740 });
    await compareThree(page);
    const region = page.getByRole('region', { name: '3 machines side by side' });
    const headers = comparison(page, 3).getByRole('columnheader');
    const box = async (index: number) => (await headers.nth(index).boundingBox())!;
    expect((await box(2)).x + (await box(2)).width).toBeLessThanOrEqual(361);
    expect((await box(3)).x).toBeGreaterThanOrEqual(340);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A swipe (or the arrow keys in the focused table) brings the third; the labels stay.
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(async () => (await box(3)).x + (await box(3)).width).toBeLessThanOrEqual(361);
    const labels = await box(0);
    expect(labels.x).toBeGreaterThanOrEqual(0);
    expect((await box(3)).x).toBeGreaterThanOrEqual(labels.x + labels.width - 1);
    await expect(comparison(page, 3).getByRole('row', { name: /^Machine Size/ })).toContainText('Differs');
    await expectNoAxeViolations(page);
  },
);

rohanTest('compare at 1280 px: all three machines fit, nothing to scroll', async ({ asRohan }) => {
  const { page } = await asRohan();
  await page.setViewportSize({ width: 1280, height: 800 });
  await compareThree(page);
  const region = page.getByRole('region', { name: '3 machines side by side' });
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  for (const index of [1, 2, 3])
    await expect(comparison(page, 3).getByRole('columnheader').nth(index)).toBeInViewport({ ratio: 1 });
});
