import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface DemoUser {
  username: string;
  password: string;
}

/** Rohan Mehta (Material Seller, Machine Vendor, Buyer) of the demo database. */
export const ROHAN: DemoUser = { username: 'rohan.mehta@example.in', password: 'Demo@1234' };
/** Suresh Yadav: Contractor and Job Seeker. */
export const SURESH: DemoUser = { username: 'suresh.yadav@example.in', password: 'Demo@1234' };
/** Meera Kulkarni: Institutes. */
export const MEERA: DemoUser = { username: 'meera.kulkarni@example.in', password: 'Demo@1234' };
/** Vikram Reddy: Material Seller and Financial Institutation (with Deccan Capital). */
export const VIKRAM: DemoUser = { username: 'vikram.reddy@example.in', password: 'Demo@1234' };

/** Fills and submits the login form that is on the page. */
export async function submitLogin(page: Page, user: DemoUser) {
  await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill(user.username);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * On the demo backend a session, like the demo's data, lives in the browser: each user's browser storage as their
 * first sign-in in this worker left it, to start the next test of the same user signed in without the form.
 */
const signedIn = new Map<string, StorageState>();

/**
 * Signs in and waits for the home page: from /login, or, in a test that has not opened a page yet on the demo
 * backend, with the browser storage that user's first sign-in in this worker left (the same state; the form
 * itself is tested in auth.spec.ts).
 */
export async function signIn(page: Page, user: DemoUser = ROHAN) {
  const { project } = test.info();
  const fresh = page.url() === 'about:blank' && project.name === 'demo';
  const key = `${project.use.baseURL} ${user.username}`;
  const saved = signedIn.get(key);
  if (fresh && saved) {
    await page.context().setStorageState(saved);
    await page.goto('/');
  } else {
    await page.goto('/login');
    await submitLogin(page, user);
  }
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  if (fresh && !saved) signedIn.set(key, await page.context().storageState());
}

/**
 * Tests that open pages as Rohan in contexts of their own, signed in once per worker (the browser's storage as
 * sign-in left it): `asRohan()` is a new signed-in context and its page; the test's own `page` is a guest's.
 */
export const rohanTest = test.extend<
  {
    asRohan: (
      options?: Parameters<Browser['newContext']>[0],
    ) => Promise<{ context: BrowserContext; page: Page }>;
  },
  { rohanState: StorageState }
>({
  rohanState: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, ROHAN);
      const state = await context.storageState();
      await context.close();
      await provide(state);
    },
    { scope: 'worker' },
  ],
  asRohan: async ({ browser, rohanState }, provide, testInfo) => {
    const opened: BrowserContext[] = [];
    await provide(async (options = {}) => {
      // The project's device and base URL, as the test's own page has them.
      const context = await browser.newContext({
        ...testInfo.project.use,
        storageState: rohanState,
        ...options,
      });
      opened.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

/** Fills in Contact Us (Amit Shah asking about PP raffia) and sends it. */
export async function sendContactForm(page: Page) {
  await page.getByRole('textbox', { name: /^First name/ }).fill('Amit');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Shah');
  await page.getByRole('textbox', { name: /^Mobile/ }).fill('9876543210');
  await page.getByRole('textbox', { name: /^Email/ }).fill('amit.shah@example.in');
  await page.getByRole('textbox', { name: /^Message/ }).fill('Price of PP raffia grade?');
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Changes the signed-in user's city on My Profile from `from` to `to`. */
export async function changeProfileCity(page: Page, from: string, to: string) {
  await page.goto('/profile');
  const city = page.getByRole('textbox', { name: /^City/ });
  await expect(city).toHaveValue(from, { timeout: 30_000 });
  await city.fill(to);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible({
    timeout: 30_000,
  });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

/** Presses Tab until `target` has focus (the skip link, top bar and menu come first), as a keyboard user does. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** On a phone the account menu folds behind one button; this opens it. */
export async function openAccountMenu(page: Page) {
  const toggle = page.getByRole('button', { name: /My account menu/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('navigation', { name: 'My account' });
}

/** Client-side navigation, as a link would: the app stays loaded (and so do the demo faults switched on in it). */
export const visit = (page: Page, url: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);

/** A small PNG drawn in the page (nothing from the network), for a file input. */
export async function pngFile(page: Page, name = 'photo.png') {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#1f7a4d';
      context.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/**
 * Records every multipart body the page sends, as `name -> value` (files by their file name): the browser
 * does not hand a body with files to the test, so the page's XMLHttpRequest keeps a copy.
 */
export async function recordMultipart(page: Page) {
  await page.addInitScript(() => {
    const sent: Array<Record<string, string>> = [];
    Object.assign(window, { multipartSent: sent });
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        sent.push(
          Object.fromEntries(
            [...body.entries()].map(([name, value]) => [
              name,
              typeof value === 'string' ? value : `file:${value.name}`,
            ]),
          ),
        );
      }
      return send.call(this, body);
    };
  });
}

export async function lastMultipart(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const sent = (window as unknown as { multipartSent: Array<Record<string, string>> }).multipartSent;
    return sent.at(-1) ?? {};
  });
}

/** Fills the injection molding machine add form (its required fields and one photo), as a seller would. */
export async function fillInjectionMachine(page: Page, make: string) {
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  for (const [label, value] of [
    ['Machine Size', '220'],
    ['Shot Weight', '410'],
    ['Platen Size Length', '700'],
    ['Platen Size Width', '650'],
    ['Tie Bar Distance Length', '470'],
    ['Tie Bar Distance Width', '470'],
    ['Make', make],
    ['Mfg Year', '2014'],
    ['State/Province', 'Tamil Nadu'],
    ['City', 'Hosur'],
    ['Pincode', '635109'],
  ] as const) {
    await field(label).fill(value);
  }
  await page.locator('input[type="file"]').setInputFiles(await pngFile(page, 'press.png'));
}

/** A long list's item at `position` in the whole list (a card's lines are items of lists of their own). */
export const listItemAt = (list: Locator, position: number) =>
  list.locator(`:scope > li[aria-posinset="${position}"]`);

/** Scrolls down, as a thumb does, until the listing at `position` is in the page; answers with its card. */
export async function scrollToListing(page: Page, list: Locator, position: number): Promise<Locator> {
  const item = listItemAt(list, position);
  await page.mouse.move(200, 400);
  for (let step = 0; step < 400 && (await item.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 2000);
    // Two frames: the scroll, and the batch it brings.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await item.scrollIntoViewIfNeeded();
  return item.getByRole('article');
}
