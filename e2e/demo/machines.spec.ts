import { expect, test, type Page } from '@playwright/test';
import { SURESH, expectNoAxeViolations, signIn, tabTo } from './support';

/** Opens a listing's chat panel and returns the listing type its conversation call asked for. */
async function chatTypeOf(page: Page): Promise<string | null> {
  const asked = page.waitForRequest((request) => request.url().includes('/api/chat-message-listingwise'));
  await page.getByRole('button', { name: 'Chat' }).click();
  const type = new URL((await asked).url()).searchParams.get('type');
  // The panel's code comes with its first opening: Escape closes what the user sees.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  return type;
}

test.describe('machines on the embedded demo backend', () => {
  test('without a choice a list goes to "Select Machine for"; then a search by keyboard, a machine, its contact once and its chat', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/injection-machine');
    await expect(page).toHaveURL(/\/machine-type$/);
    await page.getByRole('link', { name: 'Spare Capacity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Machine - Spare Capacity' })).toBeVisible();
    await page.getByRole('link', { name: 'Injection Molding Machine' }).click();

    const list = page.getByRole('list', { name: 'Injection Molding Machines' });
    await expect(list.getByRole('article')).toHaveCount(20);
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type('Bengaluru');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/keyword=Bengaluru/);
    await expect(list.getByRole('article').first()).toContainText('Bengaluru');
    expect(await list.getByRole('article').count()).toBeLessThan(20);
    await expectNoAxeViolations(page);

    await list.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/injection-machine-details\?.*machine_id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Injection Molding Machine');
    const reveal = page.getByRole('button', { name: 'View Contact Info' });
    await tabTo(page, reveal);
    await page.keyboard.press('Enter');
    await expect(reveal).toBeHidden();
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    expect(await chatTypeOf(page)).toBe('Injection Molding Machine');
    await expectNoAxeViolations(page);
  });

  test('every machine list leads to its details; utility prices run from, then to; each kind chats as itself', async ({
    page,
  }) => {
    // Suresh lists no machines: every machine is someone else's, so each has a Chat button.
    await signIn(page, SURESH);
    const kinds = [
      ['/blow-molding-machine', 'Blow Molding Machines', 'Blow Molding Machine'],
      ['/extruder-machine', 'Extruder Machines', 'Extruder Machine'],
      ['/utility-machine', 'Utility Machines', 'Utility Machine'],
      ['/auxiliary-machine', 'Auxiliary Machines', 'Auxiliary Machine'],
    ] as const;
    for (const [path, label, chatType] of kinds) {
      await test.step(path, async () => {
        await page.goto(`${path}?machine_type=rent`);
        const first = page.getByRole('list', { name: label }).getByRole('article').first();
        await expect(first).toBeVisible();
        if (path === '/utility-machine') await expect(first).toContainText(/Rs\. [\d,]+ - Rs\. [\d,]+/);
        await first.getByRole('link').first().click();
        await expect(page.getByRole('heading', { level: 2, name: 'Similar Machines' })).toBeVisible();
        expect(await chatTypeOf(page)).toBe(chatType);
      });
    }
  });

  test('tool and die: from the machine landing, a search by keyboard, a company with its machines and its contact once', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/machine?machine_type=rent');
    await page.getByRole('link', { name: 'Tool and Die' }).click();
    const list = page.getByRole('list', { name: 'Tool and die companies' });
    await expect(list.getByRole('article')).toHaveCount(14);
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type('Pune');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tool-and-die\?keyword=Pune$/);
    await expect(list.getByRole('article')).toHaveCount(1);

    await list.getByRole('link', { name: 'Precision Moulds & Dies Pvt. Ltd.' }).click();
    await expect(page).toHaveURL(/\/tool-and-die-details\?tool_machine_id=1$/);
    const machines = page.getByRole('table', { name: 'Machines of Precision Moulds & Dies Pvt. Ltd.' });
    await expect(machines.getByRole('row').nth(1)).toBeVisible();
    const reveal = page.getByRole('button', { name: 'View Contact Info' });
    await tabTo(page, reveal);
    await page.keyboard.press('Enter');
    await expect(reveal).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
