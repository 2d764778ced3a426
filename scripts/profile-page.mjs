/**
 * `pnpm profile-page`: where a page's first load spends the main thread, as a CPU profile sees it. Loads the page
 * of the VITE_API_BASE_URL=/api build (packages/app/dist-api, made by scripts/build-all.mjs) three times, each a
 * first visit (a fresh browser context, an empty HTTP cache) with the CPU 4x slower as Lighthouse's mobile preset
 * has it, and prints the functions with the most time, averaged over the loads: their own time, or with
 * `--inclusive` the time in them and what they call (`--components`: only functions named like components).
 * Build with `--minify false` to read names.
 * Lighthouse's TBT moves by 100-200 ms between runs on a small machine; a profile shows a 50 ms task for what it
 * is, and which code runs it.
 * `--listings=N` has the mock server hold N listings per trade type and machine kind
 * (docs/lists.md, "Long lists to measure and test with").
 * Usage: node scripts/profile-page.mjs [path] [--signed-in] [--inclusive] [--components] [--top=N] [--listings=N]
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, demoToken, firstVisitPage, startApiPreview } from './apiPreview.mjs';

const LOADS = 3;
const args = process.argv.slice(2);
const path = args.find((arg) => !arg.startsWith('--')) ?? '/';
const signedIn = args.includes('--signed-in');
const components = args.includes('--components');
const inclusive = components || args.includes('--inclusive');
const top = Number(args.find((arg) => arg.startsWith('--top='))?.slice(6) ?? 30);
const listings = args.find((arg) => arg.startsWith('--listings='))?.slice(11);

const { origin, stop } = await startApiPreview({
  name: 'profile',
  mockPort: 4021,
  appPort: 4181,
  mockEnv: listings ? { MOCK_LISTINGS: listings } : {},
});
const browser = await puppeteer.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_FLAGS,
});

/** Milliseconds per function ("name file:line:column", or "name file" when inclusive), summed over a profile. */
function timesOf(profile) {
  const sampled = new Map();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(
    profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])),
  );
  const keyOf = ({ functionName, url, lineNumber, columnNumber }) =>
    `${functionName || '(anonymous)'} ${url.replace(origin, '')}` +
    (inclusive ? '' : `:${lineNumber + 1}:${columnNumber + 1}`);
  const times = new Map();
  for (const [id, micros] of sampled) {
    // Own time goes to the function sampled; inclusive time to it and every caller on its stack (each once).
    const keys = new Set();
    for (let at = id; at !== undefined && (inclusive || keys.size === 0); at = parentOf.get(at)) {
      keys.add(keyOf(nodes.get(at).callFrame));
    }
    for (const key of keys) times.set(key, (times.get(key) ?? 0) + micros / 1000);
  }
  return times;
}

try {
  const token = signedIn ? await demoToken(origin) : null;
  const total = new Map();
  for (let load = 0; load < LOADS; load += 1) {
    const { context, page, cdp } = await firstVisitPage(browser, origin, token);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    // What the page does once it has shown its content (the account menu, the chat link, the footer).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { profile } = await cdp.send('Profiler.stop');
    for (const [key, ms] of timesOf(profile)) total.set(key, (total.get(key) ?? 0) + ms / LOADS);
    await context.close();
  }
  const rows = [...total]
    .filter(([key]) => !inclusive || /\/assets\//.test(key))
    .filter(([key]) => !components || /^[A-Z]/.test(key))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  console.log(
    `profile of ${path} (${signedIn ? 'signed in' : 'guest'}, CPU 4x slower, mean of ${LOADS} loads):`,
  );
  for (const [key, ms] of rows) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  await browser.close();
  stop();
}
