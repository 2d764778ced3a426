import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import type * as Prerender from '../src/prerender';
import { writeContentSecurityPolicy } from './csp.ts';
import { writeRetiringServiceWorker, writeServiceWorker } from './serviceWorker.ts';
import type { OpeningTable } from '../src/opening';
import { filesByModule, openingTable, screenModules } from './routeModules.ts';
import { describeSite } from './siteRules.ts';
import { writeNginxSite } from './nginxSite.ts';
import { writeStaticHostRules } from './staticHostRules.ts';
import { precompress } from './precompress.ts';

const SSR_OUT = 'node_modules/.prerender';

/**
 * index.html's inline script: src/opening.ts built on its own (an IIFE: no imports, no modules), run with the
 * build's table of routes. It keeps its names to itself (no globals).
 */
async function openingScript(root: string, table: OpeningTable): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: 'src/opening.ts', formats: ['iife'], name: 'opening', fileName: 'opening' },
    },
  })) as Rolldown.RolldownOutput[];
  const chunk = output.flatMap((each) => each.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('prerender: the opening script build gave no code');
  const call = `opening.openPage(${JSON.stringify(table)},location)`;
  return `<script>(function(){${chunk.code.trim().replace(/;?$/, ';')}${call}})()</script>`;
}

/**
 * index.html with the prerendered markup in its root and the inline scripts after its title. Each goes in
 * through a replacer function: a replacement string would read `$&`, `$'` or `` $` `` in a script or the markup
 * (a minified script may well hold one) as a pattern, and write parts of the page into it.
 */
export function withShell(indexHtml: string, shellHtml: string, headScripts: readonly string[]): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`prerender: ${root} is missing from index.html`);
  if (!indexHtml.includes('</title>')) throw new Error('prerender: </title> is missing from index.html');
  return indexHtml
    .replace(root, () => `<div id="root">${shellHtml}</div>`)
    .replace('</title>', () => ['</title>', ...headScripts].join('\n    '));
}

/**
 * After the client build: renders src/prerender.tsx (an SSR build of the same app, same class names) and
 * writes the static shell into index.html, with the theme class set before the first paint and the script that
 * preloads the opening page's own code (src/opening.ts).
 * Then it writes the build's Content Security Policy (build/csp.ts), which allows exactly these inline scripts
 * by their hashes.
 */
export function prerenderShell(): Plugin {
  let outDir = '';
  let root = '';
  let isSsrBuild = false;
  let apiBase = '';
  let serviceWorker = false;
  let rumUrl = '';
  let base = '/';
  let clientBundle: Rolldown.OutputBundle | undefined;
  return {
    name: 'plastihub:prerender-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      isSsrBuild = Boolean(config.build.ssr);
      apiBase = (config.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
      serviceWorker = apiBase !== '' && config.env.VITE_SERVICE_WORKER !== 'off';
      rumUrl = config.env.VITE_RUM_URL ?? '';
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (!isSsrBuild) clientBundle = bundle;
    },
    async closeBundle() {
      // No page written: the build failed before, and that error is the one to show.
      if (isSsrBuild || !existsSync(join(root, outDir, 'index.html'))) return;
      const ssrOutDir = join(root, SSR_OUT);
      await build({
        root,
        logLevel: 'warn',
        build: {
          ssr: 'src/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          // One file per source module: routeModules.ts finds each route's screen module by its file.
          rolldownOptions: { output: { preserveModules: true, preserveModulesRoot: 'src' } },
        },
      });
      const prerender = (await import(
        `${pathToFileURL(join(ssrOutDir, 'prerender.js')).href}?t=${Date.now()}`
      )) as typeof Prerender;
      const shell = prerender.renderShell();
      // Routes load their screens lazily, from the SSR build's files: read them before it is removed.
      const opening = await openingScript(
        root,
        openingTable(
          await screenModules(ssrOutDir, prerender.routeTable()),
          filesByModule(clientBundle ?? {}, join(root, 'src')),
          {
            base,
            tokenKey: prerender.TOKEN_KEY,
            alwaysModules: ['../../api-client/src/core/client'],
          },
        ),
      );
      rmSync(ssrOutDir, { recursive: true, force: true });
      const indexPath = join(root, outDir, 'index.html');
      const theme = `<script>document.documentElement.classList.add(matchMedia('(prefers-color-scheme: dark)').matches?'${shell.darkTheme}':'${shell.lightTheme}')</script>`;
      const html = withShell(readFileSync(indexPath, 'utf8'), shell.html, [theme, opening]);
      writeFileSync(indexPath, html);
      const policy = writeContentSecurityPolicy(join(root, outDir), {
        html,
        apiBase,
        serviceWorker,
        rumUrl,
      });
      // The service worker precaches index.html as it is now, final.
      if (serviceWorker) await writeServiceWorker(join(root, outDir), apiBase);
      else if (apiBase !== '') writeRetiringServiceWorker(join(root, outDir));
      // How the build is served (docs/deploy.md), then every text file compressed, once all are written
      // (PLASTIHUB_PRECOMPRESS=off: for builds only `vite preview` serves, which sends neither).
      const site = describeSite({ policy, apiBase, extraApiPaths: process.env.PLASTIHUB_API_PATHS });
      writeNginxSite(join(root, outDir), site);
      writeStaticHostRules(join(root, outDir), site, process.env.PLASTIHUB_API_UPSTREAM);
      if (process.env.PLASTIHUB_PRECOMPRESS !== 'off') await precompress(join(root, outDir));
    },
  };
}
