import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * The story tests (`pnpm test:stories`, after `pnpm build-storybook`): every story from the static Storybook
 * build, its play function and axe checked, then one screenshot compared with its baseline.
 * Baselines live in visual/__screenshots__; `pnpm test:visual:update` rewrites them.
 */
export default defineConfig({
  // Its own folder: npm test runs the end-to-end and visual tests side by side, and each run empties its folder.
  outputDir: '../test-results/visual',
  testDir: '.',
  fullyParallel: true,
  // Two cores: one worker per core (Playwright's default would be one in all).
  workers: 2,
  retries: 0,
  reporter: [
    ['dot'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.reports/stories.json' }],
  ],
  // A normal run never writes a baseline (Playwright's default writes missing ones and passes);
  // `pnpm test:visual:update` passes --update-snapshots.
  updateSnapshots: 'none',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  timeout: 30_000,
  expect: { toMatchSnapshot: { maxDiffPixelRatio: 0.002 } },
  use: {
    baseURL: 'http://localhost:6007',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 800, height: 600 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    // A failed test keeps its trace (`npx playwright show-trace`): steps, console, network. DOM snapshots and
    // screenshots in every test's trace made the run a quarter slower; `--trace retain-on-failure` adds them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  webServer: {
    command: 'node ../scripts/serve-static.mjs ../storybook-static 6007',
    url: 'http://localhost:6007/index.json',
    reuseExistingServer: false,
  },
});
