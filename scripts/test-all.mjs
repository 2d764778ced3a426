/**
 * `npm test`: every test layer in turn, one summary line per layer, then the closing count.
 * Each layer runs even when an earlier one failed, so one run shows everything that is wrong.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const reports = '.reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, env = {}) => {
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(0) };
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const vitestCounts = (file) => {
  const report = readJson(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
};

const playwrightCounts = (file) => {
  const report = readJson(file);
  return report
    ? { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky }
    : null;
};

const layers = [
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'lint', command: 'pnpm lint' },
  {
    name: 'unit',
    command: `pnpm exec vitest run --project unit --project contract --reporter=dot --reporter=json --outputFile.json=${reports}/unit.json`,
    counts: () => vitestCounts(`${reports}/unit.json`),
  },
  {
    name: 'stories',
    command: `pnpm exec vitest run --project storybook --reporter=dot --reporter=json --outputFile.json=${reports}/stories.json`,
    counts: () => vitestCounts(`${reports}/stories.json`),
  },
  { name: 'build', command: 'node scripts/build-all.mjs' },
  {
    name: 'e2e',
    command: 'pnpm test:e2e',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(`${reports}/e2e.json`) },
    counts: () => playwrightCounts(`${reports}/e2e.json`),
  },
  {
    name: 'visual',
    command: 'pnpm build-storybook && pnpm test:visual',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: resolve(`${reports}/visual.json`) },
    counts: () => playwrightCounts(`${reports}/visual.json`),
  },
  { name: 'bundle budget', command: 'pnpm bundle-budget' },
];

const summary = [];
let passed = 0;
let failed = 0;
for (const layer of layers) {
  console.log(`\n=== ${layer.name} ===`);
  const { ok, seconds } = run(layer.command, layer.env);
  const counts = layer.counts?.();
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : ok ? 'ok' : 'failed';
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  if (!ok && (!counts || counts.failed === 0)) failed += 1;
  summary.push(`${ok ? 'PASS' : 'FAIL'}  ${layer.name.padEnd(14)} ${detail} (${seconds}s)`);
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(summary.some((line) => line.startsWith('FAIL')) ? 1 : 0);
