import { expect, test, type Locator, type Page } from '@playwright/test';
import { MEERA, ROHAN, SURESH, VIKRAM, signIn, type DemoUser } from '../demo/support';
import { specPaths } from '../specRoutes';

// Every route of the spec can be reached from `/` by following links, on the VITE_API_BASE_URL build against the
// mock server. A guest walks first, then users whose roles between them hold every role's pages; each walk stops
// once nothing is left to find. A route counts as reached when a page the walker could open links to it (a
// details page through its record's link). Pages are opened the way a link opens them, inside the app, so the
// walk takes seconds per page rather than a page load each.

const patterns = specPaths.map((path) => ({
  path,
  pattern: new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`),
}));
/**
 * Pages a form leads to once it is sent (the walker follows links, it does not fill in forms): reached when the
 * form's page is. The car scrappage directories ask for a state and city in a dialog of their tile.
 */
const reachedByForm = {
  '/register-verify': '/register',
  '/login-with-otp-verify': '/login-with-otp',
  '/scrap-car-dealer': '/car-scrappage',
  '/car-fitness-center': '/car-scrappage',
  '/car-status': '/know-your-car-status',
};

const allFound = (reached: Map<string, string>) =>
  specPaths.every((path) => reached.has(path) || path in reachedByForm);
const routeOf = (pathname: string) => patterns.find(({ pattern }) => pattern.test(pathname))?.path;

/** Waits until the page shows no loading indicator and has asked for nothing for a moment. */
async function settled(page: Page, inFlight: { count: number }) {
  const loading = page.getByRole('main').getByRole('status', { name: 'Loading' });
  let quietSince = Date.now();
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (inFlight.count > 0 || (await loading.count()) > 0) quietSince = Date.now();
    else if (Date.now() - quietSince > 300) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The same-site paths the page links to, and those in the menus and dialogs its buttons open (the account menu,
 * the manpower country question): each opened once per walk, read and closed.
 */
async function linksOn(page: Page, inFlight: { count: number }, opened: Set<string>) {
  const read = (within: Page | Locator = page) =>
    within.locator('a[href]').evaluateAll((anchors) =>
      anchors
        .map((anchor) => new URL((anchor as HTMLAnchorElement).href))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname + url.search),
    );
  const popups = page.locator('[role="menu"], [role="dialog"]');
  // A question the page asks first (the city for prices): answered with its first choices, as a user would (it
  // may be dismissed, but the page then waits for it); one without choices is dismissed.
  if ((await popups.count()) > 0) {
    const choices = await popups.locator('select').all();
    if (choices.length > 0) {
      for (const choice of choices) await choice.selectOption({ index: 1 });
      await popups.getByRole('button').last().click();
    } else await page.keyboard.press('Escape');
    await expect(popups).toHaveCount(0);
    await settled(page, inFlight);
  }
  const links = await read();
  // On a busy machine the page may have been read while it was still starting (its requests not yet seen): read
  // it again once it has been quiet once more.
  await settled(page, inFlight);
  links.push(...(await read()));
  const popupLinks: string[] = [];
  const openers = page.locator(
    'button[aria-haspopup="menu"]:visible, button[aria-haspopup="dialog"]:visible',
  );
  for (const opener of await openers.all()) {
    const name = (await opener.textContent()) ?? '';
    if (opened.has(name)) continue;
    opened.add(name);
    await opener.click();
    await expect(popups.first()).toBeVisible();
    // What the menu or dialog shows may load when it opens (the manpower question's choices do).
    await settled(page, inFlight);
    popupLinks.push(...(await read(popups)));
    await page.keyboard.press('Escape');
    await expect(popups).toHaveCount(0);
  }
  return { links, popupLinks };
}

/**
 * A page as the walker explores it: its route, with or without a query (`/machine` asks what the machine is for
 * and sends the user on; `/machine?machine_type=rent` is the list).
 */
const pageKey = (url: URL) => {
  const route = routeOf(url.pathname);
  return route === undefined ? undefined : `${route}${url.search === '' ? '' : '?'}`;
};

/** Walks from `/`, exploring at most `pageLimit` pages. */
async function walk(page: Page, reached: Map<string, string>, pageLimit = Infinity) {
  const inFlight = { count: 0 };
  page.on('request', () => (inFlight.count += 1));
  page.on('requestfinished', () => (inFlight.count -= 1));
  page.on('requestfailed', () => (inFlight.count -= 1));
  await page.goto('/');
  const explored = new Set<string>();
  const opened = new Set<string>();
  const queue = ['/'];
  reached.set('/', 'the start');
  while (queue.length > 0 && explored.size < pageLimit && !allFound(reached)) {
    const url = queue.shift()!;
    const key = pageKey(new URL(url, 'http://x'));
    if (key === undefined || explored.has(key)) continue;
    explored.add(key);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await settled(page, inFlight);
    // A link may lead on to another page (to log in, or to choose what the page needs first): the walker is there.
    const landed = new URL(page.url());
    const landedKey = pageKey(landed);
    if (landedKey === undefined) continue;
    if (landedKey !== key) {
      if (explored.has(landedKey)) continue;
      explored.add(landedKey);
      if (!reached.has(routeOf(landed.pathname)!)) reached.set(routeOf(landed.pathname)!, url);
    }
    const { links, popupLinks } = await linksOn(page, inFlight, opened);
    const unexplored = (candidates: string[]) =>
      candidates.filter((link) => {
        const target = new URL(link, 'http://x');
        const route = routeOf(target.pathname);
        if (route === undefined) return false;
        if (!reached.has(route)) reached.set(route, url);
        return !explored.has(pageKey(target)!);
      });
    // What a menu or dialog holds (the account's pages) is explored first.
    queue.unshift(...unexplored(popupLinks));
    queue.push(...unexplored(links));
  }
}

test('every route of the spec is reachable from the home page by links', async ({ browser }) => {
  test.setTimeout(600_000);
  const { baseURL, serviceWorkers, viewport, isMobile, hasTouch } = test.info().project.use;
  const newPage = async () =>
    (await browser.newContext({ baseURL, serviceWorkers, viewport, isMobile, hasTouch })).newPage();
  const reached = new Map<string, string>();
  const guest = await newPage();
  await walk(guest, reached);
  await guest.context().close();
  // Rohan (Material Seller, Machine Vendor, Buyer) walks the whole site; the other roles' pages are in their
  // holders' account menus, a few pages from the start.
  const walks: [DemoUser, number][] = [
    [ROHAN, Infinity],
    [SURESH, 5],
    [MEERA, 5],
    [VIKRAM, 5],
  ];
  for (const [user, pageLimit] of walks) {
    if (allFound(reached)) break;
    const page = await newPage();
    await signIn(page, user);
    await walk(page, reached, pageLimit);
    await page.context().close();
  }
  for (const [page, form] of Object.entries(reachedByForm)) if (reached.has(form)) reached.set(page, form);
  const unreached = specPaths.filter((path) => !reached.has(path));
  expect(unreached, `routes no page links to: ${unreached.join(', ')}`).toEqual([]);
});
