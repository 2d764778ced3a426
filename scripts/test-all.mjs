/**
 * `npm test`: every test layer, one summary line per layer, then the closing count.
 * Each layer runs even when an earlier one failed, so one run shows everything that is wrong.
 * Layers that do not depend on each other run side by side, two at a time (the machines have two cores, and a
 * browser test spends much of its time waiting): the build and end-to-end tests beside the type check, unit tests,
 * lint and story tests. A layer's output is printed when it ends.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a layer with its output collected, then prints that output in one piece. */
const run = (layer) =>
  new Promise((done) => {
    const started = Date.now();
    const child = spawn(layer.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1', ...layer.env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${layer.name} ===`);
      process.stdout.write(Buffer.concat(output));
      done({ ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) });
    });
  });

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Counts, and the names of the tests that failed (printed again in the summary, where a CI log's tail shows them). */
const vitestCounts = (file) => {
  const report = readJson(file);
  if (!report) return null;
  const failedNames = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${result.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`),
  );
  return { passed: report.numPassedTests, failed: report.numFailedTests, failedNames };
};

/** Why a test failed, in brief: the time it took, and the first lines of its first error (the tail of a CI log
 * may be all anyone sees of it). */
const why = (test) => {
  const result = test.results.at(-1);
  if (!result) return '';
  const message = (result.errors?.[0]?.message ?? result.error?.message ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' | ');
  return `\n        after ${(result.duration / 1000).toFixed(0)} s: ${message.slice(0, 400)}`;
};

const playwrightCounts = (file) => {
  const report = readJson(file);
  if (!report) return null;
  const failedNames = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected' || test.status === 'flaky') {
          failedNames.push(
            `${spec.file}:${spec.line} > ${test.projectName} > ${spec.title} (${test.status})${why(test)}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, failedNames };
};

const layer = Object.fromEntries(
  [
    { name: 'typecheck', command: 'pnpm typecheck' },
    { name: 'lint', command: 'pnpm lint' },
    {
      name: 'unit',
      command: `pnpm exec vitest run --project unit --project unit-isolated --project contract --reporter=dot --reporter=json --outputFile.json=${reports}/unit.json`,
      counts: () => vitestCounts(`${reports}/unit.json`),
    },
    { name: 'build', command: 'node scripts/build-all.mjs' },
    {
      name: 'e2e',
      command: 'pnpm test:e2e',
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(`${reports}/e2e.json`) },
      counts: () => playwrightCounts(`${reports}/e2e.json`),
    },
    {
      // Every story in real Chromium through Storybook's Vitest addon: play function, axe, screenshot.
      name: 'stories',
      command: `pnpm test:stories --reporter=dot --reporter=json --outputFile.json=${reports}/stories.json`,
      counts: () => vitestCounts(`${reports}/stories.json`),
    },
    { name: 'bundle budget', command: 'pnpm bundle-budget' },
  ].map((entry) => [entry.name, entry]),
);

/**
 * Run in order; the chains of a stage run side by side, each chain's layers one after another. The end-to-end
 * tests (the longest layer) start as soon as the build is done; the type check, unit tests, lint and the story
 * tests run beside them, so both chains end at about the same time.
 */
const stages = [
  [
    ['build', 'e2e'],
    ['typecheck', 'unit', 'lint', 'stories'],
  ],
  [['bundle budget']],
];

const summary = new Map();
let passed = 0;
let failed = 0;
async function runChain(names) {
  for (const name of names) {
    const { ok, seconds } = await run(layer[name]);
    const counts = layer[name].counts?.();
    const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : ok ? 'ok' : 'failed';
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (!ok && (!counts || counts.failed === 0)) failed += 1;
    const failedNames = (counts?.failedNames ?? []).map((test) => `\n      failed: ${test}`).join('');
    summary.set(name, `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(14)} ${detail} (${seconds}s)${failedNames}`);
  }
}

const started = Date.now();
for (const stage of stages) await Promise.all(stage.map(runChain));

console.log('\n=== summary ===');
const lines = Object.keys(layer).map((name) => summary.get(name));
for (const line of lines) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed (${((Date.now() - started) / 60000).toFixed(1)} min)`);
process.exit(lines.some((line) => line.startsWith('FAIL')) ? 1 : 0);
