import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rolldown } from 'vite';
import type { OpeningRoute, OpeningTable } from '../src/opening';

/**
 * What index.html's inline script (src/opening.ts) knows of the routes: for each, the chunks its screen needs,
 * which it asks for (`<link rel="modulepreload">`) while the entry script downloads. Without it they are found
 * only once the entry has run and the route has rendered, one round trip after the entry.
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

/**
 * The table index.html's inline script reads (src/opening.ts): for each route whose screen is known, the pattern
 * of its path, its guard and the files its screen needs, with `alwaysModules`' files (the API client).
 */
export function openingTable(
  routes: readonly RouteScreen[],
  files: ReadonlyMap<string, readonly string[]>,
  options: { base: string; tokenKey: string; alwaysModules: readonly string[] },
): OpeningTable {
  const always = options.alwaysModules.flatMap((module) => files.get(module) ?? []);
  const fileList: string[] = [];
  const indexOf = (file: string) => {
    const at = fileList.indexOf(options.base + file);
    return at >= 0 ? at : fileList.push(options.base + file) - 1;
  };
  const lists: number[][] = [];
  const listOf = (module: string) => {
    const list = [...new Set([...(files.get(module) ?? []), ...always])].map(indexOf);
    const at = lists.findIndex((each) => each.join() === list.join());
    return at >= 0 ? at : lists.push(list) - 1;
  };
  const table = routes.flatMap(({ path, access, module }): OpeningRoute[] => {
    if (module === null || (files.get(module)?.length ?? 0) === 0) return [];
    const pattern = `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`;
    return [{ pattern, access, files: listOf(module) }];
  });
  return { tokenKey: options.tokenKey, files: fileList, lists, routes: table };
}
