import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { demoBackendAssets } from '../../mocks/vite-plugin.ts';
import { prerenderShell } from './build/prerenderShell.ts';
import { contentSecurityPolicyHeader } from './build/csp.ts';
import { noChunkImportCycles } from './build/chunkCycles.ts';
import { chunkByFamilies, screenFamily } from './build/chunkGroups.ts';

const homeModules = new RegExp(
  [
    'packages/app/src/(features/home|shared/tiles/(SectionTiles|tileIcons)|shared/useResource)',
    'packages/ui/src/(components/(Box|Button|Carousel|EmptyState|Grid|Image|Tile)/|theme/sprinkles)',
    'node_modules/(@vanilla-extract/sprinkles|react-aria/dist/private/(interactions|button|utils))/',
  ].join('|'),
);

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // Without an API base the app runs on its embedded demo backend (MSW in a service worker).
  const demoMode = !env.VITE_API_BASE_URL;
  const previewApi = env.PREVIEW_API_PROXY;
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      prerenderShell(),
      contentSecurityPolicyHeader(),
      noChunkImportCycles(),
      ...(demoMode ? [demoBackendAssets()] : []),
    ],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/useSyncExternalStoreShim.ts', import.meta.url)),
        },
        {
          // Radix's modal overlays lock scrolling with react-remove-scroll, whose style singleton writes <style>
          // elements; the Content Security Policy has no 'unsafe-inline' for styles, so the app's copy writes
          // the same rules through a constructable stylesheet (CSSOM) instead.
          find: /^react-style-singleton$/,
          replacement: fileURLToPath(new URL('./src/cssomStyleSingleton.ts', import.meta.url)),
        },
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      reportCompressedSize: false,
      // All styles in one stylesheet that the first paint loads (9 KB gzip in all): a route chunk's own
      // stylesheet, arriving after the first paint, made the browser restyle the whole page once per file,
      // and each one took a place in the first page's table of route dependencies.
      cssCodeSplit: false,
      // index.html loads one script and no preloads; route chunks' preloads are native in every
      // current browser (Safari 17+, Firefox 115+), so the polyfill would only weigh on the first page.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Chunks by hash alone: the first page's table of route dependencies lists every chunk's file name,
          // and the names made up half a kilobyte of its gzip size (.vite/manifest.json tells which is which).
          // Seven characters keep that table smaller (rolldown asks for more once there are too many chunks for 7).
          chunkFileNames: 'assets/[hash:7].js',
          codeSplitting: {
            groups: [
              // Everything the first paint needs in one chunk: one request, and one gzip stream compresses
              // better than the five small shared chunks the default splitting makes of it.
              { name: 'shell', tags: ['$initial'], priority: 2 },
              // The home page (where most visits start) and the components it shares with other screens,
              // in one chunk: on 4G each extra request costs a round trip, and the default splitting
              // made fifteen small ones of it.
              { name: 'home', test: homeModules, priority: 1 },
              // The rest of the shared code (design system, listing kit, libraries), in chunks by the set of
              // screen families that use it: the default splitting gave a machine page 25 chunks, and on 4G each
              // one queued behind six connections (LCP 2.5 s); now 10 (see build/chunkGroups.ts).
              {
                name: chunkByFamilies(screenFamily),
                test: /packages\/(ui\/src|app\/src\/shared)\/|node_modules/,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: {
      port: Number(env.PREVIEW_PORT ?? 4173),
      strictPort: true,
      // Lets the VITE_API_BASE_URL=/api build be previewed against the HTTP mock server the way a same-origin
      // deployment serves it: the API and its images on the app's host (the Host header is kept, so the mock
      // server writes image URLs on this origin).
      proxy: previewApi
        ? { '/api': { target: previewApi }, '/demo-images': { target: previewApi } }
        : undefined,
    },
  };
});
