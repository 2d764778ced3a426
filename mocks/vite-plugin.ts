/**
 * Serves and emits what the in-browser demo backend needs next to the page:
 * MSW's `mockServiceWorker.js` and the seed images under `/demo-images/`; and tells the app the seeded
 * demo login (`import.meta.env.VITE_DEMO_CREDENTIALS`, read by the app's shared/site/config.ts), so the app's
 * code never imports the mocks. Used by the app (only in demo mode), Storybook and the story tests.
 */
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DEMO_MOBILE, DEMO_OTP, DEMO_PASSWORD } from './src/demo.ts';

const require = createRequire(import.meta.url);
const workerPath = join(
  require.resolve('msw/package.json').replace(/package\.json$/, ''),
  'lib',
  'mockServiceWorker.js',
);
const assetsDir = fileURLToPath(new URL('./assets', import.meta.url));

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

export function demoBackendAssets(): Plugin {
  return {
    name: 'plastihub-demo-backend-assets',
    config() {
      const credentials = { mobile: DEMO_MOBILE, password: DEMO_PASSWORD, otp: DEMO_OTP };
      return { define: { 'import.meta.env.VITE_DEMO_CREDENTIALS': JSON.stringify(credentials) } };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (url.endsWith('/mockServiceWorker.js')) {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(readFileSync(workerPath));
          return;
        }
        const marker = '/demo-images/';
        const at = url.indexOf(marker);
        if (at >= 0) {
          const file = join(assetsDir, decodeURIComponent(url.slice(at + marker.length)));
          if (file.startsWith(assetsDir) && statSync(file, { throwIfNoEntry: false })?.isFile()) {
            response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
            response.end(readFileSync(file));
            return;
          }
        }
        next();
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(workerPath) });
      for (const file of listFiles(assetsDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `demo-images/${relative(assetsDir, file).split(sep).join('/')}`,
          source: readFileSync(file),
        });
      }
    },
  };
}
