import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { demoBackendAssets } from '../../mocks/vite-plugin.ts';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // Without an API base the app runs on its embedded demo backend (MSW in a service worker).
  const demoMode = !env.VITE_API_BASE_URL;
  const previewApi = env.PREVIEW_API_PROXY;
  return {
    plugins: [react(), vanillaExtractPlugin(), ...(demoMode ? [demoBackendAssets()] : [])],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/useSyncExternalStoreShim.ts', import.meta.url)),
        },
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // index.html loads one script and no preloads; route chunks' preloads are native in every
      // current browser (Safari 17+, Firefox 115+), so the polyfill would only weigh on the first page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Everything the first page needs in one chunk: one request, and one gzip stream compresses
          // better than the five small shared chunks the default splitting makes of it.
          codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
        },
      },
    },
    server: { port: 5173 },
    preview: {
      port: Number(env.PREVIEW_PORT ?? 4173),
      strictPort: true,
      // Lets the VITE_API_BASE_URL=/api build be previewed against the HTTP mock server.
      proxy: previewApi ? { '/api': { target: previewApi, changeOrigin: true } } : undefined,
    },
  };
});
