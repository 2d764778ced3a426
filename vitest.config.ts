import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { demoBackendAssets } from './mocks/vite-plugin.ts';
import { matchStoryShot } from './.storybook/storyShots.ts';
import { emulateForcedColors } from './.storybook/forcedColors.ts';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

// Parallel runs on one machine each pass their own cache dir, so they never clobber each other's.
const cacheDir = process.env.VITEST_CACHE_DIR ?? 'node_modules/.vite';

export default defineConfig({
  test: {
    projects: [
      {
        cacheDir,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // One jsdom and module graph per worker instead of per file (setup cleans up after each test).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'packages/app/build/**/*.test.ts',
            'scripts/*.test.ts',
            'deploy/*.test.ts',
            '.storybook/*.test.ts',
          ],
          // Tests that mock a module others load (Dialog's panel code): their own module graph, below.
          exclude: ['**/*.isolated.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        cacheDir,
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          // A test that mocks a module which the other unit tests load for real: with their shared module graph,
          // the module could already be in (another file opened a dialog), so these files get one each.
          name: 'unit-isolated',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.isolated.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // The contract tests need no DOM: Node's own fetch, FormData and timers are faster than jsdom's.
        cacheDir,
        test: {
          name: 'contract',
          environment: 'node',
          // One module graph per worker (the setup resets the demo database after every test): importing
          // the handlers and seeds once instead of once per file.
          isolate: false,
          include: ['mocks/**/*.test.ts'],
          setupFiles: ['./vitest.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        cacheDir,
        plugins: [
          vanillaExtractPlugin(),
          demoBackendAssets(),
          storybookTest({
            configDir: '.storybook',
            storybookScript: 'pnpm storybook --no-open',
            // A story that names no viewport of its own is shown at 800 x 600 (see storyTest in preview.tsx).
            initialGlobals: { viewport: { value: 'storyTest' } },
          }),
        ],
        // Listed up front so Vite does not reload the page mid-run when it discovers them (a fresh clone has no cache).
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'storybook/viewport',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            '@plastihub/ui > radix-ui',
            '@plastihub/ui > react-aria',
            '@plastihub/ui > react-aria/private/utils/openLink',
            '@plastihub/ui > @react-aria/live-announcer',
            '@plastihub/ui > dompurify',
            '@plastihub/api-client > axios',
            '@plastihub/api-client > valibot',
            '@plastihub/app > wouter',
            '@plastihub/app > wouter/memory-location',
            '@plastihub/app > wouter/use-browser-location',
            '@plastihub/app > @reduxjs/toolkit',
            '@plastihub/app > react-redux',
            '@plastihub/app > redux-saga',
            '@plastihub/app > redux-saga/effects',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // One preview iframe for all story files: the preview, its handlers and the mock service worker
          // load once instead of once per file (Storybook resets the demo database before every story).
          isolate: false,
          // Screen stories start a service worker and a store; a busy 2-core machine needs room, and so does the
          // shot after each story, which waits for the mock backend to go quiet (up to 6 s).
          testTimeout: 30_000,
          hookTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Room for the widest story (1600 px) at its own size: Vitest scales a frame down that does not fit.
              // (A page tall enough for most stories' shots, 3000 px, made the run three times slower.)
              contextOptions: {
                viewport: { width: 1600, height: 1000 },
                deviceScaleFactor: 1,
                reducedMotion: 'reduce',
              },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { matchStoryShot, emulateForcedColors },
          },
        },
      },
    ],
  },
});
