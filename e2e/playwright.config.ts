import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * End-to-end tests against production builds (made by scripts/build-all.mjs):
 * - demo: the embedded demo backend (MSW service worker), as `npm start` serves it;
 * - http: the VITE_API_BASE_URL build talking real HTTP to the mock server;
 * - offline: the VITE_API_BASE_URL=/api build with its service worker, the API on the same origin (proxied to the
 *   mock server), as a same-origin deployment serves it.
 */
const app = 'pnpm --filter @plastihub/app exec vite preview --strictPort';

export default defineConfig({
  // Its own folder: npm test runs the end-to-end and visual tests side by side, and each run empties its folder.
  outputDir: '../test-results/e2e',
  testDir: '.',
  fullyParallel: true,
  // Two cores: one worker per core (Playwright's default would be one in all).
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '../.reports/e2e.json' }],
  ],
  // A journey (sign-in, several page loads, axe scans) takes 20-45 s here while the story tests share the two
  // cores; a slower CI machine took three of them past a 60 s limit.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Pixel 7'],
    launchOptions: chromiumLaunchOptions,
    // A failed test keeps its trace (`npx playwright show-trace`): steps, console, network. DOM snapshots and
    // screenshots in every test's trace made the run a quarter slower; `--trace retain-on-failure` adds them.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
  },
  projects: [
    { name: 'demo', testDir: './demo', use: { baseURL: 'http://localhost:4173' } },
    {
      name: 'http',
      testDir: './http',
      use: { baseURL: 'http://localhost:4174', serviceWorkers: 'block' },
    },
    { name: 'offline', testDir: './offline', use: { baseURL: 'http://localhost:4175' } },
  ],
  webServer: [
    {
      command: `${app} --outDir dist --port 4173`,
      url: 'http://localhost:4173',
      reuseExistingServer: false,
    },
    {
      command: 'pnpm mock-server',
      url: 'http://localhost:4010/api/connect-banners',
      reuseExistingServer: false,
    },
    {
      command: `${app} --outDir dist-http --port 4174`,
      url: 'http://localhost:4174',
      reuseExistingServer: false,
    },
    {
      command: `${app} --outDir dist-api --port 4175`,
      url: 'http://localhost:4175',
      env: { PREVIEW_API_PROXY: 'http://localhost:4010' },
      reuseExistingServer: false,
    },
  ],
});
