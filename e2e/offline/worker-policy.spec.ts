import { expect, test } from '@playwright/test';
import { expectStrictPolicy, openPage, watchContentSecurityPolicy } from '../csp';

// The API build registers its service worker under its Content Security Policy: `worker-src 'self'` and a Trusted
// Types policy that passes exactly the worker's URL. Nothing is reported on the way, the worker's own script is
// served under the policy, and no other script can be registered as a worker.

test('the service worker registers under the policy, and no other script can', async ({ page }) => {
  const csp = await watchContentSecurityPolicy(page);
  const policy = expectStrictPolicy(await openPage(page, '/'));
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain('trusted-types plastihub-html plastihub-worker');

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await csp.expectNone('/ with its service worker');

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-security-policy']).toBe(policy);

  const refused = await page.evaluate(async () => {
    try {
      await navigator.serviceWorker.register('/assets/other.js');
      return 'registered';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(refused).toBe('TypeError');
});
