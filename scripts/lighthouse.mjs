/**
 * `pnpm lighthouse`: Lighthouse (mobile preset, simulated 4G and a mid-range phone CPU) on the home page
 * of the VITE_API_BASE_URL=/api build (packages/app/dist-api, made by scripts/build-all.mjs), served by
 * `vite preview` with /api and its images proxied to the HTTP mock server (one origin, as a same-origin
 * deployment serves them). Prints the performance score, LCP, TBT, CLS
 * and the accessibility score; exits non-zero when performance is below the target.
 * A measurement, not a test: it is not part of `npm test` (its timings depend on the machine's load).
 * A guarded page (e.g. /trade-product) is measured signed in: `--signed-in` signs in the demo user over the
 * API and puts the session in the browser's storage before the runs (which then keep storage, but not the HTTP
 * cache: every run is a first visit, as Lighthouse measures one).
 * `--graph` prints, for each run, what Lighthouse's simulation (Lantern) put on the path to the LCP: every
 * request and main-thread task of its pessimistic LCP graph with its simulated start and end. The score comes
 * from that simulation, not from the timings this machine saw: it is where to look when a page is slow.
 * Usage: node scripts/lighthouse.mjs [path] [--runs=N] [--signed-in] [--graph] [--applied]
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoToken, startApiPreview, TOKEN_KEY } from './apiPreview.mjs';

const TARGET = 0.95;
const MOCK_PORT = 4020;
const APP_PORT = 4180;
const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith('--')) ?? '/';
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 5);
const signedIn = args.includes('--signed-in');
const graph = args.includes('--graph');
// `--applied`: the page really loads on throttled 4G with a 4x slower CPU (DevTools throttling), so the figures are
// the timings this machine saw. The default simulates them from an unthrottled load (Lantern), which leaves out
// time the page spends waiting on its own timers.
const applied = args.includes('--applied');

/** Lantern's simulator, from Lighthouse's own copy: it keeps each simulation's node timings by label. */
async function lanternSimulator() {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const file = fromLighthouse.resolve('@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js');
  return (await import(pathToFileURL(file).href)).Simulator;
}
const Simulator = graph ? await lanternSimulator() : null;

/** The simulated path to the LCP: requests (priority, type, size) and tasks (the scripts they run). */
function printLcpGraph() {
  const timings = Simulator.allNodeTimings.get('pessimisticLargestContentfulPaint');
  if (!timings) return;
  const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, { startTime, endTime }] of rows) {
    const what =
      node.type === 'cpu'
        ? `task ${[...node.getEvaluateScriptURLs()].map((url) => new URL(url).pathname).join(' ')}`
        : `${node.request.priority} ${node.request.resourceType} ` +
          `${(node.request.transferSize / 1024).toFixed(1)} KB ${new URL(node.request.url).pathname}`;
    console.log(`  ${startTime.toFixed(0).padStart(6)} ${endTime.toFixed(0).padStart(6)} ms  ${what}`);
  }
}

const { origin, stop } = await startApiPreview({
  name: 'lighthouse',
  mockPort: MOCK_PORT,
  appPort: APP_PORT,
});

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/** Signs the demo user in over the API and stores the session the way the app does (features/auth/session.ts). */
async function storeDemoSession() {
  const token = await demoToken(origin);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/about-us`);
  await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
  await page.close();
  await browser.disconnect();
}

/**
 * Keeping storage (for the session) would keep the HTTP cache and the service worker with its caches too, and each
 * run after the first would measure a page whose code is already cached (and compiled): a cold first visit is what
 * Lighthouse measures, so they are emptied before every run; local storage, with the session, stays.
 */
async function clearCaches() {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await page.close();
  await browser.disconnect();
}

const results = [];
try {
  if (signedIn) await storeDemoSession();
  for (let run = 1; run <= runs; run += 1) {
    if (signedIn) await clearCaches();
    Simulator?.allNodeTimings.clear();
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: signedIn,
      ...(applied ? { throttlingMethod: 'devtools' } : {}),
    });
    const { categories, audits } = result.lhr;
    // LIGHTHOUSE_REPORT=file.json keeps the last run's full report for a closer look.
    if (process.env.LIGHTHOUSE_REPORT)
      writeFileSync(process.env.LIGHTHOUSE_REPORT, JSON.stringify(result.lhr));
    const figures = {
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      si: audits['speed-index'].numericValue,
    };
    results.push(figures);
    console.log(
      `run ${run}: performance ${figures.performance.toFixed(2)}, accessibility ${figures.accessibility.toFixed(2)}, ` +
        `LCP ${(figures.lcp / 1000).toFixed(2)} s, FCP ${(figures.fcp / 1000).toFixed(2)} s, ` +
        `SI ${(figures.si / 1000).toFixed(2)} s, ` +
        `TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}`,
    );
    if (graph) printLcpGraph();
  }
} finally {
  await chrome.kill();
  stop();
}

// The median run by performance score, as Lighthouse's own guidance suggests for noisy machines.
const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
console.log(
  `lighthouse (mobile, ${path}, median of ${runs}): performance ${median.performance.toFixed(2)} ` +
    `(target ${TARGET}), LCP ${(median.lcp / 1000).toFixed(2)} s, FCP ${(median.fcp / 1000).toFixed(2)} s, ` +
    `SI ${(median.si / 1000).toFixed(2)} s, TBT ${median.tbt.toFixed(0)} ms, ` +
    `CLS ${median.cls.toFixed(3)}, accessibility ${median.accessibility.toFixed(2)}`,
);
process.exit(median.performance >= TARGET ? 0 : 1);
