import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { submitLogin } from '../demo/support';
import type { Beacon, FieldReport } from '../../packages/app/src/app/monitoring/fieldReports';

// The http build sends field reports (VITE_RUM_URL) to the collector the config starts (scripts/rum-collector.ts).
// A visit with a failing call, code that does not download, an uncaught error and typed text; then what arrived.
// Every test of this project reports there too, so the checks of what never arrives cover all of them.

const COLLECTOR = 'http://localhost:4012/reports';
const ASSETS = fileURLToPath(new URL('../../packages/app/dist-http/assets/', import.meta.url));
const TYPED = 'Quokka typed words';

function chunkHolding(text: string): string {
  const files = readdirSync(ASSETS).filter(
    (file) => file.endsWith('.js') && readFileSync(`${ASSETS}${file}`, 'utf8').includes(text),
  );
  if (files.length !== 1) throw new Error(`${files.length} chunks hold "${text}" in the build, not one`);
  return files[0] as string;
}

async function arrived(): Promise<Beacon[]> {
  return (await (await fetch(COLLECTOR)).json()) as Beacon[];
}
const reportsOf = (beacons: Beacon[]): FieldReport[] => beacons.flatMap((beacon) => beacon.reports);

/** A click that keeps the page busy long enough to be an interaction worth reporting (INP). */
async function slowClick(page: Page, click: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await click();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

test('field reports arrive with vitals, failures and the release, and never a token, an id or typed text', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  const token = (await page.evaluate(() => localStorage.getItem('plastihub.token'))) ?? 'no token';

  // The list's call fails once, before the page is ready (before the monitoring's code has loaded); the app asks
  // again by itself or on Try again.
  let failing = true;
  await page.route('http://localhost:4010/api/typewise-trade-product-list*', (route) => {
    if (!failing || route.request().method() === 'OPTIONS') return route.continue();
    failing = false;
    return route.fulfill({ status: 503, body: '{}', contentType: 'application/json' });
  });
  await page.goto('/trade-product?trade_type=Virgin+Polymers');
  const product = page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article').first();
  await expect(async () => {
    const tryAgain = page.getByRole('main').getByRole('button', { name: 'Try again' });
    if (await tryAgain.isVisible()) await tryAgain.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(product).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const listingTitle = (await product.getByRole('heading').first().textContent()) ?? 'no title';
  // The monitoring's code loads once the page is ready; a failure from before it is kept in the page until then,
  // so the test stays on the page until it has loaded (a visitor who leaves sooner takes that failure along).
  const monitoring = chunkHolding('sendBeacon');
  await expect
    .poll(() =>
      page.evaluate(
        (file) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/assets/${file}`)),
        monitoring,
      ),
    )
    .toBe(true);
  // The same module the app imported: settles once it (and what it imports) has run.
  await page.evaluate((file) => import(`/assets/${file}`), monitoring);

  await page.goto('/about-us');
  const release = ((await page.getByText(/^Release /).textContent()) ?? '').replace('Release ', '');
  expect(release).toMatch(/^[0-9a-f]{12}(-dirty)?$/);

  // A screen whose code does not download, then does.
  const contact = chunkHolding('Thank you. We will get back to you soon.');
  await page.route(`**/assets/${contact}`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  await page.unroute(`**/assets/${contact}`);
  await page.getByRole('button', { name: 'Try again' }).click();

  // Typed text, an uncaught error that quotes it, an interaction.
  await page.getByRole('textbox', { name: /^Message/ }).fill(`${TYPED} about listing 4711`);
  await page.evaluate((typed) => {
    setTimeout(() => {
      throw new Error(`Could not keep "${typed}" for listing 4711`);
    });
  }, TYPED);
  await slowClick(page, () => page.getByRole('button', { name: 'Menu' }).click());
  await page.keyboard.press('Escape');

  // Leaving the page sends what is left.
  await page.goto('about:blank');

  let reports: FieldReport[] = [];
  await expect
    .poll(
      async () => {
        reports = reportsOf(await arrived());
        return {
          failedCall: reports.some(
            (report) =>
              report.type === 'api' &&
              report.route === 'tradeProducts' &&
              report.endpoint === '/typewise-trade-product-list' &&
              report.status === 503,
          ),
          error: reports.some(
            (report) =>
              report.type === 'error' &&
              report.route === 'contactUs' &&
              // Thrown by code the test evaluated: no file of the site in its stack (fieldReports.test.ts).
              report.message === 'Could not keep "…" for listing #',
          ),
          download: reports.some(
            (report) => report.type === 'code-download' && report.file === `/assets/${contact}`,
          ),
          vitals: [
            ...new Set(reports.flatMap((report) => (report.type === 'vital' ? [report.name] : []))),
          ].sort(),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ failedCall: true, error: true, download: true, vitals: ['CLS', 'INP', 'LCP', 'TTFB'] });

  // Each vital with its attribution.
  const attributionOf = (name: string) =>
    reports.flatMap((report) =>
      report.type === 'vital' && report.name === name ? [report.attribution] : [],
    )[0];
  expect(attributionOf('LCP')).toHaveProperty('elementRenderDelay');
  expect(attributionOf('INP')).toHaveProperty('interactionType');
  expect(attributionOf('CLS')).toHaveProperty('largestShiftValue');
  expect(attributionOf('TTFB')).toHaveProperty('waitingDuration');
  const beacons = await arrived();
  expect(beacons.some((beacon) => beacon.release === release)).toBe(true);

  const everything = JSON.stringify(beacons);
  for (const secret of [token, README_LOGIN.username, README_LOGIN.password, TYPED, listingTitle, 'Rohan'])
    expect(everything, `"${secret}" was sent`).not.toContain(secret);
  expect(everything).not.toMatch(/[?&][a-z_]+=/);
  expect(everything).not.toContain('4711');
  expect(everything).not.toMatch(/"\w*(?:id|Id)"\s*:/);
});
