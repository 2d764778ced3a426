import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown } from 'vite';

/**
 * A page's code in parallel with the app's: index.html knows, for each route, the chunks its screen needs, and
 * asks for them (`<link rel="modulepreload">`) while the entry script downloads. Without it they are found only
 * once the entry has run and the route has rendered, one round trip after the entry, on a 4G phone most of a
 * second later.
 */

/** Where a route's screen comes from, as the prerender sees it. */
export interface RouteScreen {
  name: string;
  path: string;
  access: 'open' | 'guest' | 'guarded';
  /** The source module of its screen (`features/trade/screens/TradeProductsScreen`, no extension), if known. */
  module: string | null;
}

/** A module id without its extension, relative to the app's src (`features/trade/trade.data`). */
function sourceKey(srcDir: string, id: string): string {
  return relative(srcDir, id.split('?')[0] as string)
    .replace(/\.[^./]+$/, '')
    .replaceAll('\\', '/');
}

/**
 * The client build's files a module needs: the chunk that holds it and every chunk that one imports, directly
 * or not (the entry chunk excepted: the page has it). Keyed by `sourceKey`.
 */
export function filesByModule(bundle: Rolldown.OutputBundle, srcDir: string): Map<string, string[]> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
    if (chunk.isEntry || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
  };
  const files = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    const needed = new Set<string>();
    closure(chunk, needed);
    for (const id of chunk.moduleIds) {
      files.set(sourceKey(srcDir, id), [...needed]);
    }
  }
  return files;
}

/**
 * Each route's screen module, found in the prerender's SSR build (built with preserved modules, so each source
 * module is a file of its own): every screen module's exports are looked up by identity in what the route's
 * `screen()` returns, whether it returns the module or picks one export of it.
 */
export async function screenModules(
  ssrOutDir: string,
  routes: readonly (Omit<RouteScreen, 'module'> & { screen: () => Promise<{ default: unknown }> })[],
): Promise<RouteScreen[]> {
  const moduleOf = new Map<unknown, string>();
  const featuresDir = join(ssrOutDir, 'features');
  for (const file of readdirSync(featuresDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\/screens\/[^/]+\.js$/.test(`/${file.replaceAll('\\', '/')}`)) continue;
    const exports = (await import(pathToFileURL(join(featuresDir, file)).href)) as Record<string, unknown>;
    const key = `features/${file.replaceAll('\\', '/').replace(/\.js$/, '')}`;
    for (const value of Object.values(exports)) if (typeof value === 'function') moduleOf.set(value, key);
  }
  return Promise.all(
    routes.map(async ({ name, path, access, screen }) => {
      let module: string | null = null;
      try {
        module = moduleOf.get((await screen()).default) ?? null;
      } catch {
        // A screen that cannot load at build time is simply not preloaded.
      }
      return { name, path, access, module };
    }),
  );
}

/** The early requests' program (src/early.ts built on its own) and the API base it starts them under. */
export interface EarlyProgram {
  /** An IIFE that assigns its exports to `var plastihubEarly` (`startPageRequests`, `routesWithEarlyRequests`). */
  code: string;
  apiBase: string;
  /** The routes it has requests for. */
  routes: readonly string[];
}

/**
 * The inline script that gives the opening page a head start, for a route the visitor can open (a guarded one
 * needs a stored session, a guest-only one none): at once, the page's early requests (an API build's, see
 * src/early.ts); once the prerendered shell has painted (so they never hold up the first paint), its files as
 * module preloads. `alwaysModules`' files come with every route (the API client).
 */
export function routeModulesScript(
  routes: readonly RouteScreen[],
  files: ReadonlyMap<string, readonly string[]>,
  options: { base: string; tokenKey: string; alwaysModules: readonly string[]; early?: EarlyProgram },
): string {
  const fileList: string[] = [];
  const indexOf = (file: string) => {
    const at = fileList.indexOf(file);
    return at >= 0 ? at : fileList.push(file) - 1;
  };
  const always = options.alwaysModules.flatMap((module) => files.get(module) ?? []);
  const early = options.early;
  // Many routes share a screen (and so a list of files): each list is written once.
  const lists: string[] = [];
  const listOf = (module: string) => {
    const indexes = JSON.stringify([...new Set([...(files.get(module) ?? []), ...always])].map(indexOf));
    const at = lists.indexOf(indexes);
    return at >= 0 ? at : lists.push(indexes) - 1;
  };
  const table = routes.flatMap(({ name, path, access, module }) => {
    const hasEarly = early?.routes.includes(name) ?? false;
    const hasFiles = module !== null && (files.get(module)?.length ?? 0) > 0;
    if (!hasFiles && !hasEarly) return [];
    const pattern = `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`;
    const entry = [pattern, ['open', 'guarded', 'guest'].indexOf(access), hasFiles ? listOf(module) : -1];
    return [hasEarly ? [...entry, name] : entry];
  });
  const data = `{"f":${JSON.stringify(fileList.map((file) => options.base + file))},"l":[${lists.join(',')}],"r":${JSON.stringify(table)}}`;
  const program = early ? `${early.code.trim().replace(/;?$/, ';')}` : '';
  const start = early
    ? `if(r[3])plastihubEarly.startPageRequests(r[3],location.search,t,${JSON.stringify(early.apiBase)});`
    : '';
  return (
    `<script>(function(d){${program}var t=null;try{t=localStorage.getItem(${JSON.stringify(options.tokenKey)})}catch(e){}` +
    `var p=location.pathname;d.r.some(function(r){if(!new RegExp(r[0]).test(p))return false;` +
    `if(r[1]===1&&!t||r[1]===2&&t)return true;${start}requestAnimationFrame(function(){setTimeout(function(){` +
    `(d.l[r[2]]||[]).forEach(function(i){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';` +
    `l.href=d.f[i];document.head.appendChild(l)})})});return true})})(${data})</script>`
  );
}
