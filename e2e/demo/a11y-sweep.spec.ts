import { devices, expect, test, type Page } from '@playwright/test';
import {
  clippedText,
  focusHidden,
  runningAnimations,
  smallTargets,
  widerThanTheScreen,
  withTextSpacing,
} from './pageChecks';
import { ROHAN, submitLogin } from './support';
import { sweptRoutes } from './sweptRoutes';

/*
 * Every route with a built screen, signed in where the route asks for it, once its data has come (issue 54):
 * - at 320 CSS px (1280 px at 400 % zoom), no page is wider than the screen (WCAG 1.4.10; a data table may
 *   scroll sideways inside its own region), every target is 24 by 24 px or spaced as 2.5.8 allows, and tabbing
 *   never leaves the focused element entirely under the sticky top bar, a tray or a notice (2.4.11);
 * - with the text spacing of WCAG 1.4.12 at 320 px, no page is wider than the screen and no text is cut off;
 * - for someone who asks for less motion (`prefers-reduced-motion`), nothing animates once the page is in (2.3.3);
 * - at 1280 px with text at 200 % (the browser's text size, which the rem-based type follows), no page is wider
 *   than the screen and no text is cut off by its box (1.4.4).
 */
const NARROW = 320;
const WIDE = 1280;
const BATCHES = 4;

async function settled(page: Page) {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByRole('status', { name: /Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

for (let batch = 0; batch < BATCHES; batch++) {
  const routes = sweptRoutes.filter((_, index) => index % BATCHES === batch);

  test(`reflow at ${NARROW} px, text at 200 %, targets, focus and motion (routes ${batch + 1} of ${BATCHES})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const pageAs = async (signedIn: boolean) => {
      const context = await browser.newContext({
        ...devices['Pixel 7'],
        viewport: { width: NARROW, height: 740 },
        reducedMotion: 'reduce',
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
    const found: string[] = [];
    const report = (url: string, what: string, problems: string[]) =>
      found.push(...problems.map((problem) => `${url} ${what}: ${problem}`));
    for (const route of routes) {
      const page = route.as === 'guest' ? guest : user;
      await page.setViewportSize({ width: NARROW, height: 740 });
      await page.goto(route.url);
      await settled(page);
      report(route.url, `at ${NARROW} px`, await widerThanTheScreen(page));
      report(route.url, 'moving', await runningAnimations(page));
      report(route.url, 'small target', await smallTargets(page));
      report(route.url, 'focus hidden', await focusHidden(page, 20));
      const withoutTextSpacing = await withTextSpacing(page);
      report(route.url, 'text spacing', await widerThanTheScreen(page));
      report(route.url, 'text spacing', await clippedText(page));
      await withoutTextSpacing();
      await page.setViewportSize({ width: WIDE, height: 800 });
      await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
      report(route.url, 'text at 200 %', await widerThanTheScreen(page));
      report(route.url, 'text at 200 %', await clippedText(page));
    }
    expect(found).toEqual([]);
    await guest.context().close();
    await user.context().close();
  });
}
