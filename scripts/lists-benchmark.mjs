/**
 * `pnpm bench:lists`: long lists on a budget phone (issue 56). The API build (packages/app/dist-api) against the
 * HTTP mock server holding the demo's seed (14 Virgin Polymers products, 20 injection machines on rent, 28 jobs in
 * India) and then 600 and 2,000 listings per list (MOCK_LISTINGS), on a 412 px phone with the CPU 4x slower, signed
 * in as the demo user. For the trade list (Virgin Polymers), a machine list (injection machines on rent) and the
 * jobs list (India; it filters in the browser), each load in a fresh page, it prints:
 * - first card: from the navigation's start to the frame in which the list's first card is in the page, and when
 *   the list call's answer had arrived whole (what comes before is the server's and the network's time);
 * - elements: the elements in the page once the list has settled, and again after the scroll below;
 * - INP of a heart (Save on the first card), of opening a filter (Country, Location; the machine list's search
 *   has no popover, so its Add to compare instead), of a Location applied on the jobs list, of a scroll to the
 *   300th listing, and of a heart there:
 *   the longest Event Timing entry of the interaction (the browser's INP for it). A scroll is no interaction for
 *   INP: the figure given is the longest animation frame while wheel steps of a screen's height each move down
 *   until the 300th listing is on screen (and how long that took);
 * Medians of --loads=N loads (5: a first load at 4x moves by a few hundred ms from run to run). A measurement, not a test: not part of `npm test` (timings depend on the
 * machine's load); exits non-zero when a figure is over issue 56's targets.
 * Usage: node scripts/lists-benchmark.mjs [--counts=14,600,2000] [--lists=trade,machine,jobs] [--loads=3]
 */
/* global window, document, requestAnimationFrame */
import { chromium } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoToken, startApiPreview, TOKEN_KEY } from './apiPreview.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const counts = option('counts', '14,600,2000').split(',').map(Number);
const lists = option('lists', 'trade,machine,jobs').split(',');
const loads = Number(option('loads', '5'));

const TARGETS = { inpMs: 200, elements: 3000, firstCardOverSeedMs: 300 };
const DEEP = 300;

const LISTS = {
  trade: {
    path: '/trade-product?trade_type=Virgin+Polymers',
    list: 'Virgin Polymers products',
    call: '/typewise-trade-product-list',
    second: { name: 'filter open', button: /^Country/ },
  },
  jobs: {
    path: '/manpower-jobs?country_type=India',
    list: 'Jobs India',
    call: '/job-categorywise',
    second: { name: 'filter open', button: /^Location/ },
    // The jobs list filters in the browser: a Location chosen and applied narrows the whole list here.
    apply: true,
  },
  machine: {
    path: '/injection-machine?machine_type=rent',
    list: 'Injection Molding Machines',
    call: '/injection-modling-machine-list',
    second: { name: 'compare', button: /^Add to compare$/, onCard: true },
  },
};

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** In the page before its scripts: the first card's frame, Event Timing by interaction, long animation frames. */
function instrument() {
  window.bench = { firstCard: null, interactions: new Map(), frames: [] };
  const look = () => {
    if (document.querySelector('main ul[aria-label] article')) window.bench.firstCard = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.bench.interactions.set(
          entry.interactionId,
          Math.max(entry.duration, window.bench.interactions.get(entry.interactionId) ?? 0),
        );
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.bench.frames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Runs `act` and answers with the longest Event Timing entry of the interactions it made (0: all under 16 ms). */
async function inpOf(page, act) {
  await page.evaluate(() => window.bench.interactions.clear());
  await act();
  // Event Timing entries come after the frame that follows the interaction.
  await page.waitForTimeout(600);
  return page.evaluate(() => Math.max(0, ...window.bench.interactions.values()));
}

const elementCount = (page) => page.evaluate(() => document.querySelectorAll('*').length);

/** The card of the listing at `position` (1-based) when it is in the page. */
const cardAt = (page, name, position) =>
  page
    .getByRole('list', { name })
    .locator(
      `:scope > li[aria-posinset="${position}"], :scope > li:not([aria-posinset]):nth-child(${position})`,
    )
    .getByRole('article');

async function measureLoad(browser, origin, token, which, count) {
  const spec = LISTS[which];
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(`${origin}${spec.path}`);
    const list = page.getByRole('list', { name: spec.list });
    await list.getByRole('article').first().waitFor();
    const firstCard = await page.evaluate(() => window.bench.firstCard);
    // When the list's answer had arrived whole: what comes before it is the server's and the network's time.
    const answered = await page.evaluate(
      (call) =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes(`/api${call}`))
          ?.responseEnd ?? null,
      spec.call,
    );
    // Settled: the pictures on screen and whatever renders after the first cards.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const elements = await elementCount(page);

    const firstArticle = list.getByRole('article').first();
    const heart = await inpOf(page, () => firstArticle.getByRole('button', { name: /^Save / }).click());
    const secondButton = (spec.second.onCard ? firstArticle : page).getByRole('button', {
      name: spec.second.button,
    });
    const second = await inpOf(page, () => secondButton.click());
    let apply = null;
    if (spec.apply) {
      const filter = page.getByRole('dialog');
      await filter.getByRole('checkbox').first().check();
      apply = await inpOf(page, () => filter.getByRole('button', { name: 'Apply' }).click());
      // Back to the whole list for the scroll below.
      await secondButton.click();
      await filter.getByRole('button', { name: 'Reset' }).click();
      await page.waitForURL((url) => !url.searchParams.has('city'));
    } else if (!spec.second.onCard) {
      // The filter's popover closes.
      await page.keyboard.press('Escape');
    }
    // A tap beside the list, as a phone user's next touch, takes the focus.
    await page.evaluate(() => document.activeElement?.blur());
    await page.waitForTimeout(300);

    let scroll = null;
    let scrollMs = null;
    let deepHeart = null;
    let elementsDeep = null;
    if (count >= DEEP) {
      await page.mouse.move(206, 500);
      await page.evaluate(() => (window.bench.frames.length = 0));
      const started = Date.now();
      const deep = cardAt(page, spec.list, DEEP);
      for (let step = 0; step < 2000; step += 1) {
        if ((await deep.count()) > 0 && (await deep.isVisible())) {
          const box = await deep.boundingBox();
          if (box && box.y < 915 && box.y + box.height > 0) break;
        }
        await page.mouse.wheel(0, 900);
        await page.waitForTimeout(60);
      }
      scrollMs = Date.now() - started;
      scroll = await page.evaluate(() => Math.max(0, ...window.bench.frames.map((frame) => frame.duration)));
      elementsDeep = await elementCount(page);
      deepHeart = await inpOf(page, () => deep.getByRole('button', { name: /^Save / }).click());
    }
    return { firstCard, answered, elements, heart, second, apply, scroll, scrollMs, deepHeart, elementsDeep };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const results = {};
let exitCode = 0;
try {
  for (const count of counts) {
    const seed = count === 14;
    const { origin, stop } = await startApiPreview({
      name: 'bench:lists',
      mockPort: 4023,
      appPort: 4183,
      mockEnv: seed ? {} : { MOCK_LISTINGS: String(count) },
    });
    try {
      const token = await demoToken(origin);
      for (const which of lists) {
        const runs = [];
        for (let load = 0; load < loads; load += 1)
          runs.push(await measureLoad(browser, origin, token, which, count));
        const figure = (key) => median(runs.map((run) => run[key]));
        results[`${which}:${count}`] = Object.fromEntries(
          Object.keys(runs[0]).map((key) => [key, figure(key)]),
        );
        const r = results[`${which}:${count}`];
        const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);
        console.log(
          `${which} list, ${seed ? 'seed' : count} listings: first card ${ms(r.firstCard)} (list answered at ${ms(r.answered)}), ${r.elements} elements` +
            (r.elementsDeep === null ? '' : ` (${r.elementsDeep} at the ${DEEP}th)`) +
            `; INP heart ${ms(r.heart)}, ${LISTS[which].second.name} ${ms(r.second)}` +
            (r.apply === null ? '' : `, filter applied ${ms(r.apply)}`) +
            (r.scroll === null
              ? ''
              : `, scroll to the ${DEEP}th: longest frame ${ms(r.scroll)} (${(r.scrollMs / 1000).toFixed(1)} s), heart there ${ms(r.deepHeart)}`),
        );
        console.log(`  per load: ${runs.map((run) => JSON.stringify(run)).join(' ')}`);
      }
    } finally {
      stop();
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
  for (const which of lists) {
    const seedFirst = results[`${which}:14`]?.firstCard;
    for (const count of counts.filter((c) => c !== 14)) {
      const r = results[`${which}:${count}`];
      const over = [
        ...['heart', 'second', 'apply', 'scroll', 'deepHeart'].filter((key) => r[key] > TARGETS.inpMs),
        ...(Math.max(r.elements, r.elementsDeep ?? 0) > TARGETS.elements ? ['elements'] : []),
        ...(seedFirst !== undefined && r.firstCard - seedFirst > TARGETS.firstCardOverSeedMs
          ? ['first card']
          : []),
      ];
      if (over.length) {
        exitCode = 1;
        console.log(`${which} list, ${count} listings: over the target in ${over.join(', ')}`);
      }
    }
  }
} finally {
  await browser.close();
}
process.exit(exitCode);
