import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import storybook from 'eslint-plugin-storybook';
import playwright from 'eslint-plugin-playwright';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const restrict = (from, message) => ({
  target: from.target,
  from: from.from,
  message,
});

// Zones are relative to this file, whoever runs ESLint from wherever (the lint-boundaries test runs it too).
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const app = './packages/app/src';
const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'packages/app/src/testing/**'];

// The dependency direction of the design card: app -> ui, app -> api-client, mocks -> api-client.
const packageZones = [
  restrict(
    { target: './packages/ui', from: ['./packages/app', './packages/api-client', './mocks'] },
    'packages/ui knows nothing of the app, the api-client or the mocks.',
  ),
  restrict(
    { target: './packages/api-client', from: ['./packages/app', './packages/ui', './mocks'] },
    'packages/api-client knows nothing of React, the app or the mocks.',
  ),
  restrict(
    { target: './mocks', from: ['./packages/app', './packages/ui'] },
    'mocks may use api-client types only.',
  ),
];

// Inside the app, shared -> features -> app: every folder under features/ is fenced off from the others (a new
// feature is too, without touching this file), and lower layers never reach up.
const features = readdirSync(new URL(`${app}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...features.map((feature) => ({
    target: `${app}/features/${feature}`,
    from: `${app}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature, not even its index.ts: move what both need down into shared/.',
  })),
  {
    target: `${app}/features`,
    from: `${app}/app`,
    message: 'Features never import app/: paths, hooks, config and route types live in shared/.',
  },
  {
    target: `${app}/shared`,
    from: [`${app}/features`, `${app}/app`],
    message: 'shared/ is the bottom layer: it never imports features/ or app/.',
  },
  {
    // The composition root (app/, main.tsx, prerender.tsx) assembles features through their public face.
    target: [`${app}/app`, `${app}/main.tsx`, `${app}/prerender.tsx`],
    from: `${repoRoot}packages/app/src/features/**`,
    except: [`${repoRoot}packages/app/src/features/*/index.ts`],
    message: "The app reaches a feature only through the feature's index.ts.",
  },
  {
    // index.html's inline script (src/early.ts) starts the page's data before the app's code arrives: it reaches
    // a feature only through the feature's early.ts, which stays light (no React, no axios, no schemas).
    target: `${app}/early.ts`,
    from: `${repoRoot}packages/app/src/features/**`,
    except: [`${repoRoot}packages/app/src/features/*/early.ts`],
    message: "The early script reaches a feature only through the feature's early.ts.",
  },
];

// What only stories and tests may use: the test harness in src/testing, and the mock backend.
const testingZone = {
  target: app,
  from: `${app}/testing`,
  message: 'Only stories and tests use src/testing.',
};
const mocksZone = {
  target: app,
  from: './mocks',
  message:
    "The app's code never imports @plastihub/mocks: demo data reaches it through shared/site/config.ts.",
};
const restrictedPaths = (zones) => ['error', { basePath: repoRoot, zones }];

// How many imports deep a cycle is looked for. Parsing the imported files, not the depth, is most of the rule's
// time (depths 3, 10 and unlimited measured within noise of each other); 10 is well past the app's layering
// (route table -> feature -> screen -> shared).
const MAX_CYCLE_DEPTH = 10;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.reports/**',
      'visual/__screenshots__/**',
      'storybook-static/**',
      '.tools/**',
      'test-results/**',
      'playwright-report/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Typed rules, through tsconfig.json: one program for every file (a program per environment, browser and
      // Node, took a quarter more time).
      parserOptions: { projectService: true, tsconfigRootDir: repoRoot },
    },
    // Resolves relative, `@plastihub/*` workspace and `.ts` imports as TypeScript does, so the zones and the
    // cycle check see every import (the default Node resolver finds no .ts file and skips them silently).
    settings: {
      // import-x's TypeScript settings (its flatConfigs.typescript), with the resolver made here.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${repoRoot}tsconfig.json` })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'import-x/no-restricted-paths': restrictedPaths([...packageZones, ...layerZones]),
    },
  },
  {
    // Within each package's source; another package counts as external (its own lint checks it). Dynamic imports
    // count: a lazily loaded screen that imports its route table back is still a cycle. Not in e2e/, visual/ or
    // scripts: their files are entry points nothing imports, and checking them would walk every package again.
    files: ['packages/*/src/**/*.{ts,tsx}', 'mocks/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { maxDepth: MAX_CYCLE_DEPTH, ignoreExternal: true }] },
  },
  {
    // The app's own code, not its stories, tests or test harness.
    files: ['packages/app/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...packageZones,
        ...layerZones,
        testingZone,
        mocksZone,
      ]),
    },
  },
  {
    // The one exception to "no mocks in the app's code": the demo build starts the mock backend (main.tsx) and
    // offers to reset it (app/demo/). Both are reached only through dynamic imports behind the build-time flag
    // `!import.meta.env.VITE_API_BASE_URL`, so an API build has no mock code (pnpm bundle-budget checks it).
    files: ['packages/app/src/main.tsx', 'packages/app/src/app/demo/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...packageZones, ...layerZones, testingZone]),
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@plastihub/app*', '@plastihub/api-client*', '@plastihub/mocks*'],
              message: 'ui must not import app, api-client or mocks.',
            },
            {
              group: ['redux', 'react-redux', '@reduxjs/*', 'redux-saga*', 'axios', 'wouter*'],
              message: 'ui is router- and state-agnostic.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@plastihub/app*', '@plastihub/ui*', '@plastihub/mocks*', 'react', 'react-dom'],
              message: 'api-client knows nothing of React, ui, app or mocks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@plastihub/app*', '@plastihub/ui*'], message: 'mocks may use api-client types only.' },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    ...playwright.configs['flat/recommended'],
    files: ['e2e/**/*.ts'],
    // e2e/demo/support.ts: tests that open pages as a signed-in user.
    settings: { playwright: { globalAliases: { test: ['rohanTest'] } } },
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // The sweeps are data-driven: the route or kind record decides which checks apply to it.
      'playwright/no-conditional-in-test': 'off',
      // As above: a check that applies to some records only is a conditional expect.
      'playwright/no-conditional-expect': 'off',
      // The fault sweep's checks live in its page helpers.
      'playwright/expect-expect': [
        'warn',
        { assertFunctionNames: ['failedWell', 'recovers', 'expectSecurityHeaders'] },
      ],
    },
  },
);
