import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * End-to-end tests against production builds (made by scripts/build-all.mjs):
 * - demo: the embedded demo backend (MSW service worker), as `npm start` serves it;
 * - http: the VITE_API_BASE_URL build talking real HTTP to the mock server, its field reports going to a collector;
 * - offline and server: the VITE_API_BASE_URL=/api build with its service worker, served by nginx with the
 *   configuration the build wrote (scripts/serve.ts), the API and its pictures passed to the mock server: a
 *   same-origin production deployment. `server` checks the server itself (headers, caching, compression, 404s).
 */
const app = 'pnpm --filter @plastihub/app exec vite preview --strictPort';
const repository = fileURLToPath(new URL('..', import.meta.url));

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
    { name: 'offline', testDir: './offline', use: { baseURL: 'http://localhost:4176' } },
    {
      name: 'server',
      testDir: './server',
      // Every file from the server itself (the offline project runs the worker through it).
      use: { baseURL: 'http://localhost:4176', serviceWorkers: 'block' },
    },
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
      command: 'pnpm exec tsx scripts/rum-collector.ts --port 4012',
      cwd: repository,
      url: 'http://localhost:4012/reports',
      reuseExistingServer: false,
    },
    {
      command: `${app} --outDir dist-http --port 4174`,
      url: 'http://localhost:4174',
      reuseExistingServer: false,
    },
    {
      command: 'pnpm exec tsx scripts/serve.ts --dist packages/app/dist-api --port 4176 --api 127.0.0.1:4010',
      cwd: repository,
      url: 'http://localhost:4176',
      reuseExistingServer: false,
    },
  ],
});
