/**
 * `pnpm trace-page`: a page's first load as the browser's own trace sees it, with the CPU 4x slower (Lighthouse's
 * mobile CPU) on this machine's network. Loads the page of the VITE_API_BASE_URL=/api build (packages/app/dist-api,
 * made by scripts/build-all.mjs) in fresh browser contexts with an empty HTTP cache and prints, for each load, its
 * FCP and LCP, the main thread's blocking time after the FCP (the part of each task over 50 ms) and its busy time,
 * and with `--tasks` every task over 50 ms with what ran in it (script, style, layout, paint).
 * Where `pnpm lighthouse` simulates the timings from an unthrottled load, and `pnpm profile-page` shows the
 * functions that run, a trace shows when the page waits: the idle gap before a timer, a late request.
 * `--listings=N` has the mock server hold N listings per trade type and machine kind
 * (docs/lists.md, "Long lists to measure and test with").
 * Usage: node scripts/trace-page.mjs [path] [--signed-in] [--loads=N] [--tasks] [--listings=N]
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoToken, firstVisitPage, startApiPreview } from './apiPreview.mjs';

const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith('--')) ?? '/';
const signedIn = args.includes('--signed-in');
const listTasks = args.includes('--tasks');
const loads = Number(args.find((arg) => arg.startsWith('--loads='))?.slice(8) ?? 3);
const listings = args.find((arg) => arg.startsWith('--listings='))?.slice(11);

/** What a task did: milliseconds by kind of work, its largest first. */
const WORK = [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'XHRLoad',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PaintImage',
];

const { origin, stop } = await startApiPreview({
  name: 'trace',
  mockPort: 4022,
  appPort: 4182,
  mockEnv: listings ? { MOCK_LISTINGS: listings } : {},
});
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
});
const ms = (micros) => (micros / 1000).toFixed(0);

try {
  const token = signedIn ? await demoToken(origin) : null;
  for (let load = 1; load <= loads; load += 1) {
    const { context, page } = await firstVisitPage(browser, origin, token);
    await page.tracing.start({
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
      ],
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    // What the page does once it has shown its content (the account menu, the chat link, the footer).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { traceEvents } = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    await context.close();

    const start = traceEvents.find(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith(origin),
    );
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.ts > start.ts);
    const lcp = traceEvents
      .filter((event) => event.name === 'largestContentfulPaint::Candidate' && event.ts > start.ts)
      .pop();
    const main = traceEvents.filter(
      (event) =>
        event.pid === start.pid && event.tid === start.tid && event.ph === 'X' && event.ts > start.ts,
    );
    const tasks = main.filter((event) => event.name === 'RunTask' && event.ts > fcp.ts);
    const long = tasks.filter((task) => task.dur > 50_000);
    const blocking = long.reduce((sum, task) => sum + task.dur - 50_000, 0);
    const busy = tasks.reduce((sum, task) => sum + task.dur, 0);
    console.log(
      `load ${load}: FCP ${ms(fcp.ts - start.ts)} ms, LCP ${lcp ? ms(lcp.ts - start.ts) : '-'} ms, ` +
        `blocking after FCP ${ms(blocking)} ms, busy after FCP ${ms(busy)} ms, ${long.length} tasks over 50 ms`,
    );
    if (!listTasks) continue;
    for (const task of long) {
      const work = new Map();
      for (const event of main) {
        if (event === task || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
        if (WORK.includes(event.name)) work.set(event.name, (work.get(event.name) ?? 0) + event.dur);
      }
      const what = [...work].sort((a, b) => b[1] - a[1]).map(([name, micros]) => `${name} ${ms(micros)}`);
      console.log(
        `  at ${ms(task.ts - start.ts).padStart(5)} ms, ${ms(task.dur).padStart(4)} ms: ${what.join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
  stop();
}
