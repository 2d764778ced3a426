import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { writeContentSecurityPolicy } from './csp.ts';
import { writeRetiringServiceWorker, writeServiceWorker } from './serviceWorker.ts';
import { openingScript, renderShell, withShell, type RenderedShell } from './prerenderShell.ts';
import { describeSite } from './siteRules.ts';
import { writeNginxSite } from './nginxSite.ts';
import { writeStaticHostRules } from './staticHostRules.ts';
import { precompress } from './precompress.ts';

/** The client build the steps work on, and the settings that shape them. */
export interface ClientBuild {
  /** The app's root (packages/app). */
  root: string;
  /** Where the client build wrote its files. */
  dir: string;
  base: string;
  /** The API's base without its trailing slash; empty for the demo build. */
  apiBase: string;
  /** Whether the build has a service worker (API builds, unless `VITE_SERVICE_WORKER=off`). */
  serviceWorker: boolean;
  /** `VITE_RUM_URL`: where field reports go; empty when the build makes none. */
  rumUrl: string;
  /** The client build's chunks: which files each source module needs. */
  bundle: Rolldown.OutputBundle;
  /** `PLASTIHUB_API_PATHS`: paths the API owns beyond its base (404, never the app's page). */
  extraApiPaths?: string;
  /** `PLASTIHUB_API_UPSTREAM`: the API's origin, for the static host's proxy rule. */
  apiUpstream?: string;
  /** False for builds only `vite preview` serves (`PLASTIHUB_PRECOMPRESS=off`): it sends no `.br` or `.gz`. */
  precompress: boolean;
}

/** What a step leaves for the ones after it. */
interface Made {
  shell?: RenderedShell;
  /** index.html once final (the shell and its inline scripts in). */
  html?: string;
  /** The Content Security Policy of that page. */
  policy?: string;
}

export interface PostBuildStep {
  name: string;
  run: (build: ClientBuild, made: Made) => Promise<void> | void;
}

/** A step's input from an earlier one: a step run out of order fails at once, and says which it needs. */
function from<T>(value: T | undefined, step: string): T {
  if (value === undefined) throw new Error(`post-build: this step needs the ${step} step's output first`);
  return value;
}

/**
 * What happens to a client build once Vite has written it, in this order: each step reads what those before it
 * wrote (the policy hashes the final page's inline scripts; the service worker precaches the final files;
 * compression comes once every file is written). Each step is a function of its own, with its own test.
 */
export const postBuildSteps: readonly PostBuildStep[] = [
  {
    // The app's frame as static markup (prerenderShell.ts): the first paint needs no JavaScript.
    name: 'server render',
    run: async (build, made) => {
      made.shell = await renderShell(build.root);
    },
  },
  {
    // index.html's inline scripts: the theme before the first paint, and the script that preloads the opening
    // page's code (src/opening.ts). index.html is final after this step.
    name: 'opening script',
    run: async (build, made) => {
      const shell = from(made.shell, 'server render');
      const opening = await openingScript(build.root, build.base, build.bundle, shell);
      const indexPath = join(build.dir, 'index.html');
      made.html = withShell(readFileSync(indexPath, 'utf8'), shell.html, [shell.themeScript, opening]);
      writeFileSync(indexPath, made.html);
    },
  },
  {
    // csp.txt (csp.ts): the final page's inline scripts allowed by their hashes.
    name: 'content security policy',
    run: (build, made) => {
      made.policy = writeContentSecurityPolicy(build.dir, {
        html: from(made.html, 'opening script'),
        apiBase: build.apiBase,
        serviceWorker: build.serviceWorker,
        rumUrl: build.rumUrl,
      });
    },
  },
  {
    // sw.js (serviceWorker.ts): the final files precached, or, in an API build without one, the worker that
    // retires one a browser installed before. The demo's worker is MSW's.
    name: 'service worker',
    run: async (build) => {
      if (build.serviceWorker) await writeServiceWorker(build.dir, build.apiBase);
      else if (build.apiBase !== '') writeRetiringServiceWorker(build.dir);
    },
  },
  {
    // How the build is served: nginx's site, and `_headers` / `_redirects` for static hosts (docs/deploy.md, "Running PlastiHub in production").
    name: 'server rules',
    run: (build, made) => {
      const site = describeSite({
        policy: from(made.policy, 'content security policy'),
        apiBase: build.apiBase,
        extraApiPaths: build.extraApiPaths,
      });
      writeNginxSite(build.dir, site);
      writeStaticHostRules(build.dir, site, build.apiUpstream);
    },
  },
  {
    // `.br` and `.gz` of every text file (precompress.ts), once all are written.
    name: 'precompression',
    run: async (build) => {
      if (build.precompress) await precompress(build.dir);
    },
  },
];

/** Runs the steps in order, and prints each one's time (the build's log shows the pipeline). */
export async function runPostBuild(
  build: ClientBuild,
  steps: readonly PostBuildStep[] = postBuildSteps,
  log: (line: string) => void = console.log,
): Promise<void> {
  const made: Made = {};
  const times: string[] = [];
  for (const step of steps) {
    const started = performance.now();
    await step.run(build, made);
    times.push(`${step.name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  log(`post-build: ${times.join(', ')}`);
}

/** The Vite plugin: runs the steps once the client build has written its files (never for the server render's). */
export function postBuild(): Plugin {
  let build: Omit<ClientBuild, 'bundle'> | undefined;
  let isSsrBuild = false;
  let bundle: Rolldown.OutputBundle = {};
  return {
    name: 'plastihub:post-build',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
      const apiBase = (config.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
      build = {
        root: config.root,
        dir: resolve(config.root, config.build.outDir),
        base: config.base,
        apiBase,
        serviceWorker: apiBase !== '' && config.env.VITE_SERVICE_WORKER !== 'off',
        rumUrl: config.env.VITE_RUM_URL ?? '',
        extraApiPaths: process.env.PLASTIHUB_API_PATHS,
        apiUpstream: process.env.PLASTIHUB_API_UPSTREAM,
        precompress: process.env.PLASTIHUB_PRECOMPRESS !== 'off',
      };
    },
    generateBundle(_options, output) {
      if (!isSsrBuild) bundle = output;
    },
    async closeBundle() {
      // No page written: the build failed before, and that error is the one to show.
      if (isSsrBuild || !build || !existsSync(join(build.dir, 'index.html'))) return;
      await runPostBuild({ ...build, bundle });
    },
  };
}
