/**
 * The three builds the tests use, from one app:
 * - dist: the embedded demo (MSW in a service worker), what `npm start` serves;
 * - dist-http: talks real HTTP to the mock server (`pnpm mock-server`) on localhost:4010, and sends field reports
 *   to the collector the e2e tests run on localhost:4012 (scripts/rum-collector.ts);
 * - dist-api: VITE_API_BASE_URL=/api, the production shape the bundle budget measures, served by nginx in the
 *   e2e tests with the API and the mock server's pictures (/demo-images) on the same origin.
 */
import { spawnSync } from 'node:child_process';

// Only nginx sends the .br and .gz files: the builds vite preview serves skip them (10 s of Brotli 11 in all).
const previewOnly = { PLASTIHUB_PRECOMPRESS: 'off' };

export const builds = [
  { outDir: 'dist', env: previewOnly },
  {
    outDir: 'dist-http',
    env: {
      VITE_API_BASE_URL: 'http://localhost:4010/api',
      VITE_RUM_URL: 'http://localhost:4012/rum',
      ...previewOnly,
    },
  },
  { outDir: 'dist-api', env: { VITE_API_BASE_URL: '/api', PLASTIHUB_API_PATHS: '/demo-images' } },
];

for (const { outDir, env } of builds) {
  const result = spawnSync(
    `pnpm --filter @plastihub/app exec vite build --logLevel warn --outDir ${outDir}`,
    {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, VITE_API_BASE_URL: '', ...env },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(`built packages/app/${outDir}`);
}
