import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

// Installable: Chromium's own check of the manifest, icons and worker finds nothing missing, and the menu offers
// "Install app" when the browser offers installation (Chrome and Edge send `beforeinstallprompt`).

test('Chromium finds the API build installable', async ({ baseURL }) => {
  // Chromium never offers installation in an incognito-like context (Playwright's default): a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'plastihub-install-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual([]);
    const { errors } = (await session.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors.map(({ message }) => message)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the menu offers Install app only while the browser offers it, and asks the browser once', async ({
  page,
}) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Educate' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  // The browser's offer, as Chrome sends it once the page may be installed: sent until the app listens (it
  // starts listening once the page is ready), which the held-back default shows.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
          prompt: () => Promise<void>;
        };
        offer.prompt = () => {
          (window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1;
          return Promise.resolve();
        };
        window.dispatchEvent(offer);
        return offer.defaultPrevented;
      }),
    )
    .toBe(true);
  await menu.getByRole('button', { name: 'Install app' }).click();
  expect(await page.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);
  // Asked once: the entry has gone from the menu.
  await menu.getByRole('button', { name: 'Menu' }).click();
  await expect(menu.getByRole('link', { name: 'Educate' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});
