import { devices, expect, test, type Page } from '@playwright/test';
import { ROHAN, submitLogin } from './support';
import { sweptRoutes } from './sweptRoutes';

/*
 * The narrowest phone we serve (issue 51): every route with a built screen, at 360 px, signed in where the route
 * asks for it, is no wider than the screen once its data has come. A data table may scroll sideways inside its
 * own region; the page never does.
 */
const WIDTH = 360;
const BATCHES = 4;

async function settled(page: Page) {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

/** What sticks out to the right of the screen: the page's widest element, named for the report. */
const widerThanTheScreen = (page: Page) =>
  page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return null;
    // Inside a region that scrolls sideways (a data table), wide content is that region's, not the page's.
    const scrolls = (element: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(element).overflowX);
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrolls(up)) return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !inScroller(element),
    );
    // Text that spills out of its box (a label in a button that does not wrap) widens the page too.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const parent = text.parentElement;
      if (parent && range.getBoundingClientRect().right > width + 0.5 && !inScroller(parent))
        wide.push(parent);
    }
    const innermost = wide.filter(
      (element) => !wide.some((other) => other !== element && element.contains(other)),
    );
    return `${document.documentElement.scrollWidth} px: ${innermost
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}">${(element.textContent ?? '').slice(0, 40)}`,
      )
      .join(' | ')}`;
  }, WIDTH);

for (let batch = 0; batch < BATCHES; batch++) {
  const routes = sweptRoutes.filter((_, index) => index % BATCHES === batch);

  test(`at ${WIDTH} px no page is wider than the screen (routes ${batch + 1} of ${BATCHES})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const pageAs = async (signedIn: boolean) => {
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width: WIDTH, height: 740 },
      });
      const page = await context.newPage();
      await page.route(/\/demo-images\//, (picture) => picture.abort());
      if (signedIn) {
        await page.goto('/login');
        await submitLogin(page, ROHAN);
        await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
      }
      return page;
    };
    const guest = await pageAs(false);
    const user = await pageAs(true);
    const tooWide: string[] = [];
    for (const route of routes) {
      const page = route.as === 'guest' ? guest : user;
      await page.goto(route.url);
      await settled(page);
      const found = await widerThanTheScreen(page);
      if (found) tooWide.push(`${route.url}: ${found}`);
    }
    expect(tooWide).toEqual([]);
    await guest.context().close();
    await user.context().close();
  });
}
