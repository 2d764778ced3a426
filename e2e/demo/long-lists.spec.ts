import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, listItemAt, rohanTest, scrollToListing, tabTo } from './support';

/*
 * Lists of 600 listings (issue 56), on the embedded demo whose lists `?mock-listings=600` makes that long (kept in
 * the browser like its data): the cards come in batches as the user goes down the list, and what users rely on
 * still works far down: the count, Save, Compare, Back to the same listing at the same place, Show more by
 * keyboard, axe.
 */
const LONG = 600;

/** Makes the demo's lists LONG listings long in this browser. */
async function longLists(page: Page) {
  await page.goto(`/about-us?mock-listings=${LONG}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The page's layout shifts (not caused by input) since `since` (performance.now()), summed. */
const layoutShiftSince = (page: Page, since: number) =>
  page.evaluate(
    (after) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (entry.startTime > after && !entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 50);
      }),
    since,
  );

const titleOf = async (card: Locator) => (await card.getByRole('heading').textContent())!.trim();

rohanTest(
  'a trade list of 600: the whole count, cards added as the user scrolls, a card far down saved and opened, Back to the same place',
  async ({ asRohan }) => {
    const { page } = await asRohan({ viewport: { width: 412, height: 823 } });
    await longLists(page);
    await page.goto('/trade-product?trade_type=Virgin+Polymers');
    const list = page.getByRole('list', { name: 'Virgin Polymers products' });
    const cards = list.getByRole('article');
    await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText(`${LONG} results`);
    await expect(cards.first()).toBeVisible();
    // A few screens of cards, not 600.
    expect(await cards.count()).toBeLessThan(40);

    // Scrolled fast (faster than the batches come), nothing on screen moves as they come.
    const scrollStarted = await page.evaluate(() => performance.now());
    const card = await scrollToListing(page, list, 150);
    expect(await layoutShiftSince(page, scrollStarted)).toBeLessThanOrEqual(0.02);
    // The cards far above have made room: still a few screens of cards in the page.
    expect(await cards.count()).toBeLessThan(60);
    const title = await titleOf(card);
    // Saved by keyboard: Tab from the card's title to its heart, Space.
    await card.getByRole('link', { name: title }).focus();
    const heart = card.getByRole('button', { name: `Save ${title}` });
    await tabTo(page, heart);
    await page.keyboard.press('Space');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page);

    const place = (await card.boundingBox())!.y;
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    const again = list
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await expect(again).toBeVisible();
    await expect.poll(async () => Math.round((await again.boundingBox())!.y)).toBe(Math.round(place));
    await expect(again.getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
);

rohanTest(
  'a machine list of 600: Show more by keyboard takes the focus to the first new card; machines far down compared',
  async ({ asRohan }) => {
    const { page } = await asRohan({ viewport: { width: 412, height: 823 } });
    await longLists(page);
    await page.goto('/injection-machine?machine_type=rent');
    const list = page.getByRole('list', { name: 'Injection Molding Machines' });
    await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText(`${LONG} results`);

    const card = await scrollToListing(page, list, 100);
    const next = listItemAt(list, 101).getByRole('article');
    const tray = page.getByRole('region', { name: 'Compare list' });
    await card.getByRole('button', { name: 'Add to compare' }).click();
    await next.getByRole('button', { name: 'Add to compare' }).click();
    await expect(tray).toContainText('2 of 3 chosen');

    // By keyboard: Show more says how many are not shown yet, and the first new card has the focus after it.
    const more = page.getByRole('button', { name: /^Show 12 more \(\d+ not shown yet\)$/ });
    const lastShown = list.locator(':scope > li').last();
    const shown = Number(await lastShown.getAttribute('aria-posinset'));
    await expect(more).toHaveText(`Show 12 more (${LONG - shown} not shown yet)`);
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(
      listItemAt(list, shown + 1)
        .getByRole('link')
        .first(),
    ).toBeFocused();
    await expectNoAxeViolations(page);

    await tray.getByRole('link', { name: 'Compare (2)' }).click();
    await expect(page.getByRole('table', { name: '2 machines side by side' })).toBeVisible();
    await page.goBack();
    await expect(card.getByRole('button', { name: 'Remove from compare' })).toBeVisible();
    await expect(next.getByRole('button', { name: 'Remove from compare' })).toBeVisible();
  },
);
