import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseSync, type Plugin, type Rolldown } from 'vite';
import { planChunks, type ChunkPlanOptions, type PlannedModule } from './chunkPlan.ts';

export interface ChunkPlanPluginOptions extends Pick<ChunkPlanOptions, 'requestCostBytes' | 'maxChunkBytes'> {
  /** A page's screen: each is a page of the plan, what a visitor waits for. */
  screens: RegExp;
  /** The data modules a feature's routes preload (`trade.data.ts`): part of every page of that feature. */
  routeData: RegExp;
  /** Lazy entries every page needs as it starts (the API client): part of every page. */
  loadedByEveryPage: RegExp;
  /** Pages fewer visits reach (a seller's forms, the account area): they count a quarter. */
  lessVisited?: RegExp;
  /** Pages most visits start on (home, the trade list): they count `landingWeight` times a page. */
  landing?: RegExp;
  landingWeight?: number;
}

/**
 * Plans the shared chunks (chunkPlan.ts) from the module graph of the build itself, once it is complete and
 * before rolldown makes the chunks, and hands the plan to rolldown as a code-splitting group. The initial
 * chunk is left to the config's own group.
 */
export function chunkPlanPlugin(options: ChunkPlanPluginOptions): Plugin {
  let plan = new Map<string, string>();
  let clientBuild = false;
  return {
    name: 'plastihub:chunk-plan',
    apply: 'build',
    config(config, env) {
      if (env.isSsrBuild) return;
      clientBuild = true;
      const output = config.build?.rolldownOptions?.output;
      if (!output || Array.isArray(output) || typeof output.codeSplitting !== 'object') {
        throw new Error('chunk-plan: the config must set build.rolldownOptions.output.codeSplitting');
      }
      output.codeSplitting.groups = [
        ...(output.codeSplitting.groups ?? []),
        {
          name: (id: string) => plan.get(id) ?? null,
          debugName: 'chunk-plan',
          // The plan places every module itself: a module's imports stay where the plan put them.
          includeDependenciesRecursively: false,
        },
      ];
    },
    buildEnd(error) {
      if (error || !clientBuild) return;
      const graph = moduleGraph([...this.getModuleIds()], (id) => this.getModuleInfo(id));
      const { modules, weights } = lazyEntries(graph, options);
      plan = planChunks(modules, graph.imports, {
        requestCostBytes: options.requestCostBytes,
        maxChunkBytes: options.maxChunkBytes,
        weightOf: (entry) => weights.get(entry) ?? 1,
        nameOf: chunkName,
      });
      // CHUNK_PLAN_REPORT=file.json writes the plan (chunk name -> its modules) for a closer look.
      const report = process.env.CHUNK_PLAN_REPORT;
      if (report) {
        const chunks: Record<string, string[]> = {};
        for (const [id, name] of plan)
          (chunks[name] ??= []).push(id.replace(/^.*\/(packages|node_modules)\//, ''));
        writeFileSync(report, JSON.stringify(chunks, null, 1));
      }
    },
  };
}

/**
 * A module's imports and exports as an ES module record: which names it takes from which module, and which of
 * its exports come from another module (`export { x } from`, `export *`, an imported name exported again).
 */
interface ModuleRecord {
  /** Each imported module with the names taken from it (`*`: all of it, or a side effect). */
  imports: Map<string, Set<string>>;
  /** Export name -> the module and name it comes from. */
  reexports: Map<string, [string, string]>;
  /** `export * from` targets. */
  stars: string[];
  /** Only imports and exports: what it exports is whatever its sources export (a barrel, `index.ts`). */
  barrel: boolean;
}

type ModuleInfo = Pick<
  Rolldown.ModuleInfo,
  'code' | 'importedIds' | 'dynamicallyImportedIds' | 'exports' | 'isEntry'
>;

/**
 * What the build's module graph says: for each module, what it imports, read from its code as the bundler
 * parsed it. A module that is not an ES module (CommonJS), or whose imports cannot be matched to the graph's,
 * counts as using all of each module it imports.
 */
export function moduleGraph(ids: readonly string[], info: (id: string) => ModuleInfo | null) {
  const records = new Map<string, ModuleRecord>();
  const record = (id: string): ModuleRecord => {
    const known = records.get(id);
    if (known) return known;
    const module = info(id);
    const code = module?.code ?? '';
    // The order of `importedIds` is the order of the import statements; Vite adds its preload helper.
    const targets = (module?.importedIds ?? []).filter((target) => !target.includes('vite/preload-helper'));
    let parsed: ReturnType<typeof parseSync> | undefined;
    try {
      parsed = parseSync(id, code, { lang: 'js' });
    } catch {
      parsed = undefined;
    }
    const esm = parsed?.errors.length === 0 ? parsed.module : undefined;
    const statements = [...(esm?.staticImports ?? []), ...(esm?.staticExports ?? [])].sort(
      (a, b) => a.start - b.start,
    );
    const requests = [
      ...new Set(
        statements.flatMap((statement) =>
          'moduleRequest' in statement
            ? [statement.moduleRequest.value]
            : statement.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
        ),
      ),
    ];
    if (!esm || requests.length !== targets.length) {
      const whole: ModuleRecord = {
        imports: new Map(targets.map((target) => [target, new Set(['*'])])),
        reexports: new Map(),
        stars: [],
        barrel: false,
      };
      records.set(id, whole);
      return whole;
    }
    const resolved = new Map(requests.map((request, i) => [request, targets[i] as string]));
    const result: ModuleRecord = { imports: new Map(), reexports: new Map(), stars: [], barrel: false };
    const take = (target: string, name: string) => {
      let names = result.imports.get(target);
      if (!names) result.imports.set(target, (names = new Set()));
      names.add(name);
    };
    const imported = new Map<string, [string, string]>();
    const importedAt = new Map<number, [string, string]>();
    let ownExports = false;
    for (const statement of esm.staticImports) {
      const target = resolved.get(statement.moduleRequest.value) as string;
      if (statement.entries.length === 0) take(target, '*');
      for (const entry of statement.entries) {
        if (entry.isType) continue;
        const name =
          entry.importName.kind === 'Name'
            ? (entry.importName.name as string)
            : entry.importName.kind === 'Default'
              ? 'default'
              : '*';
        take(target, name);
        imported.set(entry.localName.value, [target, name]);
        if (entry.importName.start !== null) importedAt.set(entry.importName.start, [target, name]);
      }
    }
    for (const statement of esm.staticExports) {
      for (const entry of statement.entries) {
        if (entry.isType) continue;
        const exported = entry.exportName.name;
        // An imported binding exported again (`import x from './x'; export { x }`). oxc records it as a re-export
        // from the import's module, naming it by the local name even where the import took `default`; the
        // import is found by its position instead. A namespace (`import * as x`) stays a local export.
        const local =
          importedAt.get(entry.importName.start ?? -1) ??
          (entry.localName.name ? imported.get(entry.localName.name) : undefined);
        if (local) {
          if (exported) result.reexports.set(exported, local);
        } else if (entry.moduleRequest) {
          const target = resolved.get(entry.moduleRequest.value) as string;
          const name = entry.importName.kind === 'Name' ? (entry.importName.name as string) : '*';
          // Running the module itself (asked for all of it) runs what it re-exports too.
          take(target, name);
          if (entry.importName.kind === 'AllButDefault') result.stars.push(target);
          else if (exported) result.reexports.set(exported, [target, name]);
        } else ownExports = true;
      }
    }
    // A barrel: nothing but imports and exports of what it imports (and directives).
    result.barrel =
      !ownExports &&
      !!parsed?.program.body.every(
        (node) =>
          node.type === 'ImportDeclaration' ||
          node.type === 'ExportAllDeclaration' ||
          (node.type === 'ExportNamedDeclaration' && !node.declaration) ||
          (node.type === 'ExpressionStatement' && 'directive' in node),
      );
    records.set(id, result);
    return result;
  };

  const exportNames = new Map<string, Set<string>>();
  const exportsOf = (id: string): Set<string> => {
    let names = exportNames.get(id);
    if (names) return names;
    names = new Set((info(id)?.exports ?? []).filter((name) => name !== '*'));
    exportNames.set(id, names);
    for (const target of record(id).stars)
      for (const name of exportsOf(target)) if (name !== 'default') names.add(name);
    return names;
  };

  /**
   * Every module that running `start` runs, leaving out `known`. A barrel passes on only the names asked of
   * it, so a screen that takes `Button` from `@plastihub/ui` uses Button's module, not every component.
   */
  const reached = (start: string, known: ReadonlySet<string> = new Set()): Set<string> => {
    const used = new Set<string>();
    const asked = new Set<string>();
    const queue: [string, string][] = [[start, '*']];
    for (let next = queue.pop(); next; next = queue.pop()) {
      const [id, name] = next;
      if (known.has(id)) continue;
      const module = record(id);
      if (module.barrel && name !== '*' && sideEffectFree(id)) {
        if (asked.has(`${id}\0${name}`)) continue;
        asked.add(`${id}\0${name}`);
        const source = module.reexports.get(name);
        if (source) queue.push(source);
        else for (const target of module.stars) if (exportsOf(target).has(name)) queue.push([target, name]);
        continue;
      }
      if (used.has(id)) continue;
      used.add(id);
      for (const [target, names] of module.imports)
        for (const imported of names) queue.push([target, imported]);
    }
    return used;
  };

  const entry = ids.find((id) => info(id)?.isEntry);
  const initial = entry ? reached(entry) : new Set<string>();
  const lazy = [...new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))];
  return {
    /** Each lazy entry (a module some code imports with `import()`) with the modules it loads beyond the initial chunk's. */
    lazy: new Map(lazy.map((id) => [id, reached(id, initial)])),
    imports: new Map(ids.map((id) => [id, info(id)?.importedIds ?? []])),
    /**
     * A module's estimated gzip size in the minified bundle: its own gzip size times 0.4. The lazy chunks gzip
     * to 43 % of the sum of their modules' own gzip sizes (226 / 527 KB); of the factors tried (0.3 to 0.5),
     * 0.4 planned the measured pages best (docs/first-load.md, "Each mechanism, with and without it"). A stylesheet's module goes to the one
     * stylesheet, not to a chunk.
     */
    bytes: (id: string) => (/\.css$/.test(id) ? 0 : gzipSync(info(id)?.code ?? '').length * 0.4),
  };
}

/**
 * Whether the module's package says its modules have no side effects (`"sideEffects": false`, or a list of
 * those that have). Only then does importing a name from a barrel leave its other modules out of the bundle.
 */
const packageSideEffectFree = new Map<string, boolean>();
function sideEffectFree(id: string): boolean {
  for (let dir = dirname(id); dir !== dirname(dir); dir = dirname(dir)) {
    let free = packageSideEffectFree.get(dir);
    if (free === undefined) {
      const file = join(dir, 'package.json');
      const manifest = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as { name?: string; sideEffects?: unknown })
        : {};
      // A package's own manifest has its name; a folder's (`dist/esm/package.json`) only sets the module type.
      if (!manifest.name) continue;
      free = manifest.sideEffects === false || Array.isArray(manifest.sideEffects);
      packageSideEffectFree.set(dir, free);
    }
    return free;
  }
  return false;
}

/**
 * Every module outside the initial chunk with the lazy entries that load it and its estimated gzip size, and
 * each lazy entry's weight.
 */
function lazyEntries(graph: ReturnType<typeof moduleGraph>, options: ChunkPlanPluginOptions) {
  const entries = [...graph.lazy.keys()];
  const featureOf = (id: string) => /\/src\/features\/([^/]+)\//.exec(id)?.[1];
  const screens = entries.filter((id) => options.screens.test(id));
  const everyPage = entries.filter((id) => options.loadedByEveryPage.test(id));
  const routeData = entries.filter((id) => options.routeData.test(id));
  const extras = entries.filter(
    (id) => !screens.includes(id) && !everyPage.includes(id) && !routeData.includes(id),
  );

  // A page: its screen, its feature's route data and what every page loads.
  const usersModules = new Map(
    screens.map((screen) => {
      const parts = [
        screen,
        ...everyPage,
        ...routeData.filter((data) => featureOf(data) === featureOf(screen)),
      ];
      return [screen, new Set(parts.flatMap((part) => [...(graph.lazy.get(part) ?? [])]))];
    }),
  );
  // An extra loads after its page's content (the account menu, the footer) or only now and then (the chat
  // panel, an error screen): never on the way to what the visitor waits for, so it counts a quarter of a page.
  const pageWeight = (page: string) =>
    options.landing?.test(page) ? (options.landingWeight ?? 1) : options.lessVisited?.test(page) ? 0.25 : 1;
  const weights = new Map<string, number>(screens.map((page) => [page, pageWeight(page)]));
  for (const extra of extras) {
    weights.set(extra, 0.25);
    usersModules.set(extra, graph.lazy.get(extra) ?? new Set());
  }
  const users = new Map<string, Set<string>>();
  for (const [user, modules] of usersModules) {
    for (const module of modules) {
      let set = users.get(module);
      if (!set) users.set(module, (set = new Set()));
      set.add(user);
    }
  }
  const modules: PlannedModule[] = [...users].map(([id, usedBy]) => ({
    id,
    bytes: graph.bytes(id),
    users: [...usedBy].sort(),
  }));
  return { modules, weights };
}

/** `trade`, `shared~machines~trade`, or `shared~9` for code nine features share. */
function chunkName(entries: readonly string[]): string {
  const families = [...new Set(entries.map(family))].sort();
  if (families.length === 1) return families[0] as string;
  return families.length <= 3 ? `shared~${families.join('~')}` : `shared~${families.length}`;
}

/** A lazy entry's family: its feature (`features/machines/...` -> machines), else its file name. */
function family(entry: string): string {
  const feature = /\/src\/features\/([^/]+)\//.exec(entry);
  if (feature) return feature[1] as string;
  return /([^/]+?)(\.[^./]+)?$/.exec(entry)?.[1] ?? entry;
}
