import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, ROHAN, rohanTest, submitLogin, tabTo, VIKRAM } from './support';

/*
 * The buyer tools (issue 33) on the embedded demo: the Save heart on cards and details pages, My Shortlist, the
 * recently viewed listings, Share with its WhatsApp and Copy link fallback, and Call / WhatsApp after a revealed
 * contact. Each test starts from a signed-in state made once per worker, in a context of its own (the tools are
 * kept per user in the browser's local storage).
 */
const virginPolymers = (page: Page) => page.getByRole('list', { name: 'Virgin Polymers products' });
const saveButton = (page: Page, title: string) =>
  page.getByRole('button', { name: `Save ${title}`, exact: true });

/** A details page's title once its listing is in (until then its heading is the page's own, "... Details"). */
async function listingTitle(page: Page): Promise<string> {
  await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

rohanTest(
  'save and unsave from a card and from the details page, then find it in My Shortlist and Recently viewed (dashboard and home)',
  async ({ asRohan }) => {
    const { page } = await asRohan();
    await page.goto('/trade-product?trade_type=Virgin+Polymers');
    const firstCard = virginPolymers(page).getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    const heart = firstCard.getByRole('button', { name: `Save ${title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // By keyboard: Tab to the heart, Space.
    await tabTo(page, heart);
    await page.keyboard.press('Space');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await firstCard.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const detailsUrl = new URL(page.url());
    const detailsHeart = saveButton(page, title);
    await expect(detailsHeart).toHaveAttribute('aria-pressed', 'true');
    await detailsHeart.click();
    await expect(detailsHeart).toHaveAttribute('aria-pressed', 'false');
    await detailsHeart.click();
    await expect(detailsHeart).toHaveAttribute('aria-pressed', 'true');

    // A machine too, from its details page.
    await page.goto('/injection-machine-details?machine_id=1&machine_size=60');
    const machineTitle = await listingTitle(page);
    await saveButton(page, machineTitle).click();
    await expect(saveButton(page, machineTitle)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/my-shortlist');
    const trade = page.getByRole('region', { name: 'Trade Product' });
    await expect(trade.getByRole('article')).toHaveCount(1);
    await expect(trade.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `${detailsUrl.pathname}${detailsUrl.search}`,
    );
    const machines = page.getByRole('region', { name: 'Injection Molding Machine' });
    await expect(machines.getByRole('article')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await machines.getByRole('button', { name: `Remove ${machineTitle} from My Shortlist` }).click();
    await expect(machines).toHaveCount(0);

    // The shortlist is the user's in this browser: a reload keeps it.
    await page.reload();
    await expect(trade.getByRole('article')).toHaveCount(1);
    await trade.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recently viewed' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([title, machineTitle]);

    // And on the home page, under the tiles (it loads as the reader scrolls towards it).
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText([title, machineTitle]);
  },
);

rohanTest(
  'a guest who saves is asked to sign in, and the listing is saved once they are back',
  async ({ page }) => {
    await page.goto('/manpower?country_type=India');
    await page
      .getByRole('list', { name: 'Manpower categories' })
      .getByRole('link', { name: 'Executive' })
      .click();
    await page.getByRole('list', { name: 'Executive categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/manpower-executives\?/);
    const list = page.url();
    const firstCard = page.getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('button', { name: `Save ${title}` }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await submitLogin(page, ROHAN);
    await expect(page).toHaveURL(list, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: `Save ${title}` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/my-shortlist');
    await expect(
      page.getByRole('region', { name: 'Executive' }).getByRole('link', { name: title }),
    ).toBeVisible();
  },
);

rohanTest(
  'Share offers WhatsApp and Copy link where the browser has no share sheet; a revealed mobile offers Call and WhatsApp',
  async ({ asRohan }) => {
    const { page } = await asRohan({ permissions: ['clipboard-read', 'clipboard-write'] });
    // Chromium on Linux has no share sheet; on a phone that has one, Share opens it instead.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/trade-product?trade_type=Virgin+Polymers');
    const firstCard = virginPolymers(page).getByRole('article').first();
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const url = page.url();

    await page.getByRole('button', { name: 'Share' }).click();
    const whatsApp = page.getByRole('menuitem', { name: /WhatsApp/ });
    const href = (await whatsApp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`${title} ${url}`);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.getByRole('button', { name: 'View Contact Info' }).click();
    const call = page.getByRole('link', { name: /^Call \+91/ });
    await expect(call).toHaveAttribute('href', /^tel:\+91[6-9]\d{9}$/);
    await expect(page.getByRole('link', { name: /^WhatsApp \+91/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/91[6-9]\d{9}$/,
    );
  },
);

rohanTest(
  "another user signing in on the same browser sees none of the first user's saved listings",
  async ({ asRohan }) => {
    const { page } = await asRohan();
    await page.goto('/injection-machine-details?machine_id=1&machine_size=60');
    const machineTitle = await listingTitle(page);
    await saveButton(page, machineTitle).click();
    await expect(saveButton(page, machineTitle)).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: /^Hi, / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, VIKRAM);
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await page.goto('/my-shortlist');
    await expect(page.getByRole('heading', { name: 'No Data Found' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByText('Listings you open show here, newest first.')).toBeVisible();
    await page.goto('/injection-machine-details?machine_id=1&machine_size=60');
    await expect(saveButton(page, machineTitle)).toHaveAttribute('aria-pressed', 'false');
  },
);

rohanTest(
  'a filtered machine list saved by keyboard on a phone is in My Saved Searches, counted and opened again',
  async ({ asRohan }) => {
    const { page } = await asRohan({ viewport: { width: 360, height: 740 } });
    const list = '/injection-machine?machine_type=rent';
    await page.goto(list);
    await expect(
      page.getByRole('list', { name: 'Injection Molding Machines' }).getByRole('article').first(),
    ).toBeVisible();
    const save = page.getByRole('button', { name: 'Save this search' });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    const name = page
      .getByRole('dialog', { name: 'Save this search' })
      .getByRole('textbox', { name: /^Name/ });
    await expect(name).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Injection machines on rent');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Search saved as "Injection machines on rent".')).toBeVisible();

    await page.goto('/my-saved-searches');
    const saved = page.getByRole('article', { name: 'Injection machines on rent' });
    await expect(saved.getByText('No new listings')).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, saved.getByRole('link', { name: 'Injection machines on rent' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(list);
    await expect(page.getByText('Saved as "Injection machines on rent".')).toBeVisible();
  },
);
