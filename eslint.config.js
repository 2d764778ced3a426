import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (from, message) => ({
  target: from.target,
  from: from.from,
  message,
});

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
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The dependency direction of the design card: app -> ui, app -> api-client, mocks -> api-client.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
        },
      ],
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
);
