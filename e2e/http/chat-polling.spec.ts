import { expect, test, type Page } from '@playwright/test';

// The chat panel's polling, counted on the wire (the HTTP build talks to the mock server, so every poll is a
// real request) with the page's clock under the test's control: no test waits five real seconds.
const THREAD = /\/api\/chat-message-listingwise\?/;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('rohan.mehta@example.in');
  await page.getByLabel(/^Password/).fill('Demo@1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

/** The next answer to a thread request: a poll that never comes fails the test here, not at its timeout. */
const nextAnswer = (page: Page) => page.waitForResponse(THREAD, { timeout: 20_000 });

function countRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (THREAD.test(request.url())) seen.count += 1;
  });
  return seen;
}

/**
 * Moves the page's clock on by `ms`, and waits for the poll that is then due (if one should go out).
 *
 * The poll arms its next timer only once the page has handled the last answer. On a busy machine that can be
 * after the clock was moved: the timer is then due `ms` after it was armed, so the clock is moved on again
 * (a move while no timer is armed sends nothing, so each tick still sees exactly one request).
 */
async function tick(page: Page, ms: number, expectRequest = true) {
  if (!expectRequest) {
    await page.clock.fastForward(ms);
    return;
  }
  for (let attempt = 1; ; attempt += 1) {
    const sent = page.waitForRequest(THREAD, { timeout: 3000 }).catch(() => undefined);
    await page.clock.fastForward(ms);
    const request = await sent;
    if (request !== undefined) {
      await request.response();
      break;
    }
    if (attempt === 4) throw new Error(`no poll went out in ${attempt} moves of ${ms} ms`);
  }
  await settled(page);
}

/**
 * Lets the page handle the answer it just got (the poll arms its next timer then) before the test moves the
 * paused clock again: on a busy machine the next fast-forward could otherwise run first and skip that timer.
 * A message-channel task is not one of the clock's timers, so it runs while the clock is paused.
 */
function settled(page: Page) {
  return page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

/** Real time for a poll the page should not have sent to reach the wire, before the count is checked. */
async function letStrayRequestsArrive(page: Page) {
  // eslint-disable-next-line playwright/no-wait-for-timeout -- a request never sent has no event to await
  await page.waitForTimeout(300);
}

function setHidden(page: Page, hidden: boolean) {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', {
      value: value ? 'hidden' : 'visible',
      configurable: true,
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('the chat panel polls every 5 s while open and visible, and stops when closed or left', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/trade-product-details?product_id=2');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const requests = countRequests(page);

  await Promise.all([nextAnswer(page), page.getByRole('button', { name: 'Chat' }).click()]);
  await settled(page);
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('MFI is 7.1 for this batch.')).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);

  // One minute with the panel open: the first request, then one every 5 s.
  const opened = requests.count;
  for (let second = 5; second <= 60; second += 5) await tick(page, 5000);
  expect(requests.count - opened).toBe(12);

  // Hidden: a minute goes by without a request; shown again: one at once.
  await setHidden(page, true);
  await page.clock.fastForward(60_000);
  await letStrayRequestsArrive(page);
  const whileHidden = requests.count;
  expect(whileHidden - opened).toBe(12);
  await Promise.all([nextAnswer(page), setHidden(page, false)]);
  expect(requests.count).toBe(whileHidden + 1);

  // Closed: nothing more.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The dialog hands focus back on a zero-delay timer: let the paused clock run it.
  await page.clock.fastForward(100);
  await expect(page.getByRole('button', { name: 'Chat' })).toBeFocused();
  const closed = requests.count;
  await tick(page, 30_000, false);
  await letStrayRequestsArrive(page);
  expect(requests.count).toBe(closed);

  // Open again, then go elsewhere in the app (no page load) while it is open: the poll stops with the screen.
  await Promise.all([nextAnswer(page), page.getByRole('button', { name: 'Chat' }).click()]);
  await expect(panel).toBeVisible();
  await page.getByRole('button', { name: 'Close chat' }).click();
  // Closed for good (focus handed back on the paused clock's zero-delay timer) before it opens again: a click
  // that came earlier met the closing panel and asked for nothing.
  await expect(panel).toBeHidden();
  await page.clock.fastForward(100);
  await Promise.all([nextAnswer(page), page.getByRole('button', { name: 'Chat' }).click()]);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/about-us');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // React reveals the next screen on a timer of its own: let the paused clock run it (no poll is due this soon).
  await page.clock.fastForward(1000);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  const left = requests.count;
  await tick(page, 30_000, false);
  await letStrayRequestsArrive(page);
  expect(requests.count).toBe(left);
});
