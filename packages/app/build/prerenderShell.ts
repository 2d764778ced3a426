import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import type * as Prerender from '../src/prerender';
import type { OpeningTable } from '../src/opening';
import { filesByModule, openingTable, screenModules, type RouteScreen } from './routeModules.ts';

/*
 * The first two steps after the client build (postBuild.ts): the app's frame rendered at build time, so the first
 * paint needs no JavaScript, and index.html's inline script that preloads the opening page's own code.
 */

const SSR_OUT = 'node_modules/.prerender';

/** What the server render gives the steps after it. */
export interface RenderedShell {
  /** The frame's markup, for index.html's root. */
  html: string;
  /** The inline script that sets the theme class before the first paint. */
  themeScript: string;
  /** Each route's screen module, found in the render's build (read before that build is removed). */
  routes: RouteScreen[];
  /** The session's key in local storage: the opening script preloads a guarded page's code only with one. */
  tokenKey: string;
}

/**
 * Renders src/prerender.tsx: an SSR build of the same app (same class names), rendered to static markup. The
 * routes' screen modules are found in the same build, which is removed after.
 */
export async function renderShell(root: string): Promise<RenderedShell> {
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
  try {
    const prerender = (await import(
      `${pathToFileURL(join(ssrOutDir, 'prerender.js')).href}?t=${Date.now()}`
    )) as typeof Prerender;
    const shell = prerender.renderShell();
    return {
      html: shell.html,
      themeScript: `<script>document.documentElement.classList.add(matchMedia('(prefers-color-scheme: dark)').matches?'${shell.darkTheme}':'${shell.lightTheme}')</script>`,
      routes: await screenModules(ssrOutDir, prerender.routeTable()),
      tokenKey: prerender.TOKEN_KEY,
    };
  } finally {
    rmSync(ssrOutDir, { recursive: true, force: true });
  }
}

/**
 * index.html's inline script: src/opening.ts built on its own (an IIFE: no imports, no modules), run with the
 * build's table of routes. It keeps its names to itself (no globals).
 */
async function buildOpeningScript(root: string, table: OpeningTable): Promise<string> {
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
  const call = `opening.preloadOpeningPageCode(${JSON.stringify(table)},location)`;
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
 * The opening script of this client build: each route's screen and the files it needs here (with the API
 * client's, which every page loads), and the session's key.
 */
export function openingScript(
  root: string,
  base: string,
  clientBundle: Rolldown.OutputBundle,
  shell: Pick<RenderedShell, 'routes' | 'tokenKey'>,
): Promise<string> {
  const table = openingTable(shell.routes, filesByModule(clientBundle, join(root, 'src')), {
    base,
    tokenKey: shell.tokenKey,
    alwaysModules: ['../../api-client/src/core/client'],
  });
  return buildOpeningScript(root, table);
}
