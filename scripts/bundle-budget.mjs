/**
 * Bundle budget of the VITE_API_BASE_URL build (packages/app/dist-api, made by scripts/build-all.mjs):
 * the gzip size of the JavaScript index.html loads before any route chunk must stay within the budget, every
 * chunk loaded on demand (a route's screen, a shared piece, the axios client) within its own, the code the pages
 * the first-load issue measures preload beyond the entry within theirs, and no MSW code may be in any chunk.
 * Prints every chunk's size and those pages' code.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 102;
const CHUNK_BUDGET_KB = 30;
/** A measured page's own code (what index.html preloads for it beyond the entry); all are under 80 KB today. */
const PAGE_BUDGET_KB = 85;
const MEASURED_PAGES = ['/', '/trade-product', '/injection-machine-details', '/material'];
const dist = process.argv[2] ?? 'packages/app/dist-api';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`bundle-budget: ${dist}/index.html is missing; run node scripts/build-all.mjs first.`);
  process.exit(1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g)].map(
    (m) => m[1],
  ),
);
/** Chunks are named by hash alone; the build's manifest says which source each one holds. */
const manifestFile = join(dist, '.vite/manifest.json');
const sourceOf = new Map(
  existsSync(manifestFile)
    ? Object.values(JSON.parse(readFileSync(manifestFile, 'utf8'))).map((entry) => [
        entry.file,
        entry.src ?? entry.name ?? '',
      ])
    : [],
);
const describe = (file) => {
  const source = sourceOf.get(file);
  return source ? `${file} ${source.replace(/^.*\/src\//, '')}` : file;
};
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const assets = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`);

let initialKb = 0;
console.log('initial JavaScript (loaded by index.html):');
for (const file of initial) {
  const kb = gzipKb(file);
  initialKb += kb;
  console.log(`  ${describe(file).padEnd(64)} ${kb.toFixed(1)} KB gzip`);
}
console.log(`  total${' '.repeat(59)} ${initialKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);

console.log(`route and shared chunks (loaded on demand; budget ${CHUNK_BUDGET_KB} KB each):`);
const overChunks = [];
for (const file of assets.filter((f) => !initial.has(f)).sort()) {
  const kb = gzipKb(file);
  if (kb > CHUNK_BUDGET_KB) overChunks.push(`${describe(file)} (${kb.toFixed(1)} KB)`);
  console.log(`  ${describe(file).padEnd(64)} ${kb.toFixed(1)} KB gzip`);
}

// index.html's opening table: each route's pattern and the chunks preloaded for it (build/routeModules.ts).
const opening = JSON.parse(/preloadOpeningPageCode\((\{.*?\}),location\)/s.exec(html)?.[1] ?? 'null');
if (!opening) {
  console.error(
    "bundle-budget: index.html has no opening table (preloadOpeningPageCode(...)); the page budget can't be read.",
  );
  process.exit(1);
}
console.log(`the measured pages' own code (preloaded beyond the entry; budget ${PAGE_BUDGET_KB} KB each):`);
const overPages = [];
for (const path of MEASURED_PAGES) {
  const route = opening.routes.find(({ pattern }) => new RegExp(pattern).test(path));
  const files = route
    ? opening.lists[route.files].map((index) => opening.files[index].replace(/^\//, ''))
    : [];
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  if (!route || kb > PAGE_BUDGET_KB)
    overPages.push(`${path} (${route ? `${kb.toFixed(1)} KB` : 'no route'})`);
  console.log(
    `  ${path.padEnd(40)} ${String(files.length).padStart(2)} files ${kb.toFixed(1).padStart(6)} KB gzip`,
  );
}

const mswMarkers = ['mockServiceWorker', '[MSW]', 'msw/browser', 'setupWorker'];
const withMsw = assets.filter((file) =>
  mswMarkers.some((marker) => readFileSync(join(dist, file), 'utf8').includes(marker)),
);
// The entry's first line asks V8 to compile all of it off the main thread (vite.config.ts, entryCompileHint).
const entryScript = /<script[^>]*type="module"[^>]*\bsrc="\/?([^"]+\.js)"/.exec(html)?.[1];
const hinted =
  entryScript && readFileSync(join(dist, entryScript), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n');
const problems = [];
if (!hinted) problems.push(`the entry (${entryScript}) does not start with V8's compile hint`);
if (initialKb > BUDGET_KB)
  problems.push(`initial JavaScript ${initialKb.toFixed(1)} KB is over the ${BUDGET_KB} KB budget`);
if (overChunks.length) problems.push(`over the ${CHUNK_BUDGET_KB} KB chunk budget: ${overChunks.join(', ')}`);
if (overPages.length) problems.push(`over the ${PAGE_BUDGET_KB} KB page budget: ${overPages.join(', ')}`);
if (withMsw.length) problems.push(`MSW code found in ${withMsw.join(', ')}`);
if (existsSync(join(dist, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is in the build');
if (problems.length) {
  for (const problem of problems) console.error(`bundle-budget: ${problem}`);
  process.exit(1);
}
console.log('bundle-budget: within budget, no MSW code in the build');
