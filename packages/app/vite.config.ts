import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { demoBackendAssets } from '../../mocks/vite-plugin.ts';
import { postBuild } from './build/postBuild.ts';
import { contentSecurityPolicyHeader } from './build/csp.ts';
import { noChunkImportCycles } from './build/chunkCycles.ts';
import { chunkPlanPlugin } from './build/chunkPlanPlugin.ts';
import { releaseId } from './build/release.ts';

/**
 * V8's compile hint on the entry's first line: Chromium (136+) compiles every function of it (React, the store,
 * the frame) on a background thread as the file streams in, instead of each on the main thread at its first
 * call while the first page renders. Other browsers read a comment. Added last, after Vite's own preamble.
 */
function entryCompileHint(): Plugin {
  return {
    name: 'plastihub:entry-compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isEntry)
            output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
        }
      },
    },
  };
}

/** axios's fetch adapter, left out of the bundle: XHR comes first in axios's list (src/axiosFetchAdapter.ts). */
function axiosXhrOnly(): Plugin {
  const stub = fileURLToPath(new URL('./src/axiosFetchAdapter.ts', import.meta.url));
  let adaptersSeen = false;
  let replaced = false;
  return {
    name: 'plastihub:axios-xhr-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.endsWith('/axios/lib/adapters/adapters.js')) return null;
      adaptersSeen = true;
      if (source !== './fetch.js') return null;
      replaced = true;
      return stub;
    },
    buildEnd() {
      // An axios whose adapters moved would bring the fetch adapter back without a word: say so instead.
      if (adaptersSeen && !replaced) this.error("axios's adapters.js no longer imports ./fetch.js");
    },
  };
}

/**
 * index.html names its release (`<meta name="plastihub-release">`): a tab whose code fails to download asks the
 * server's index.html which release is live, and reloads into a new one (shared/routing/codeDownloadFailures.ts).
 */
function releaseMark(release: string): Plugin {
  return {
    name: 'plastihub:release-mark',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'plastihub-release', content: release }, injectTo: 'head' },
    ],
  };
}

export default defineConfig(({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // Without an API base the app runs on its embedded demo backend (MSW in a service worker).
  const demoMode = !env.VITE_API_BASE_URL;
  const previewApi = env.PREVIEW_API_PROXY;
  const release = command === 'build' ? releaseId(env.PLASTIHUB_RELEASE) : undefined;
  return {
    // The commit a build came from, on the About page and in field reports (build/release.ts). A constant of its
    // own: under import.meta.env it would join the env object the first page's script carries.
    define: release === undefined ? {} : { __RELEASE__: JSON.stringify(release) },
    plugins: [
      ...(release === undefined ? [] : [releaseMark(release)]),
      react(),
      vanillaExtractPlugin(),
      axiosXhrOnly(),
      // After the client build: server render, opening script, CSP, service worker, server rules, compression.
      postBuild(),
      contentSecurityPolicyHeader(),
      noChunkImportCycles(),
      // The shared chunks: few requests per page and little code a page does not use (build/chunkPlan.ts).
      chunkPlanPlugin({
        // A page is its screen, the data its feature's routes preload and the API client.
        screens: /\/src\/features\/[^/]+\/(seller\/)?screens\//,
        routeData: /\/src\/features\/[^/]+\/[^/]+\.data\.ts$/,
        // The API client (axios) starts loading with every page.
        loadedByEveryPage: /\/api-client\/src\/core\/client\.ts$/,
        // Most visits browse the listings; fewer reach the account area, a seller's pages (each domain's
        // seller/ folder) or sign-in.
        lessVisited: /\/src\/features\/((account|auth|content|scrappage)\/|[^/]+\/seller\/)/,
        // Most visits start on the home page or the trade list (buyers land there more than anywhere else).
        landing: /\/src\/features\/(home\/screens\/HomeScreen|trade\/screens\/TradeProductsScreen)\.tsx$/,
        // Where most visits start weighs most; the weight that made the measured pages load least
        // (docs/first-load.md, "What each mechanism does").
        landingWeight: 4,
        // A request on 4G: a round trip in which the other downloads share the link, and a connection of the
        // six a browser opens, as bytes (docs/first-load.md, "What each mechanism does").
        requestCostBytes: 12 * 1024,
        // Under the 30 KB chunk budget, with room for the estimate's error.
        maxChunkBytes: 26 * 1024,
      }),
      ...(demoMode ? [demoBackendAssets()] : []),
      entryCompileHint(),
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
      // The demo build's mock backend (MSW, handlers and the seeded database) is one chunk of about 570 KB,
      // loaded once as the demo starts; API builds have no such chunk (the bundle budget checks every chunk).
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Chunks by hash alone: the first page's table of route dependencies lists every chunk's file name,
          // so short names keep that table small (.vite/manifest.json tells which is which; docs/first-load.md,
          // "Decisions").
          // Seven characters keep that table smaller (rolldown asks for more once there are too many chunks for 7).
          chunkFileNames: 'assets/[hash:7].js',
          codeSplitting: {
            groups: [
              // Everything the first paint needs in one chunk: one request, and one gzip stream compresses
              // better than the five small shared chunks the default splitting makes of it. The chunk plan
              // adds the group for the rest.
              { name: 'shell', tags: ['$initial'], priority: 1 },
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
