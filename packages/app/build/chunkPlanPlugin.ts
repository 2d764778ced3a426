import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { planChunks, type ChunkPlanOptions, type PlannedModule } from './chunkPlan.ts';

const ANALYSIS_FLAG = 'PLASTIHUB_CHUNK_ANALYSIS';

/** True inside the analysis build: the config leaves out what only the real build needs (the prerender...). */
export const isChunkAnalysis = () => process.env[ANALYSIS_FLAG] === '1';

export interface ChunkPlanPluginOptions extends Pick<ChunkPlanOptions, 'requestCostBytes' | 'maxChunkBytes'> {
  /** The Vite config file, built once more for the analysis. */
  configFile: string;
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

/** What the analysis build tells: the lazily loaded modules (with their users) and the imports between modules. */
interface Analysis {
  modules: PlannedModule[];
  imports: Map<string, readonly string[]>;
  /**
   * Each user's weight. A user is a page (a screen with its feature's route data and the API client) or an
   * extra (the account menu, the chat panel, the footer).
   */
  weights: Map<string, number>;
}

/**
 * Before a client build, builds the app once more in memory with rolldown's own splitting to learn which lazy
 * entries use which modules, plans the shared chunks (chunkPlan.ts) and adds the plan as a code-splitting
 * group. The initial chunk is left to the config's own group. Costs one more build (a few seconds).
 */
export function chunkPlanPlugin(options: ChunkPlanPluginOptions): Plugin {
  return {
    name: 'plastihub:chunk-plan',
    apply: 'build',
    async config(config, env) {
      if (env.isSsrBuild || isChunkAnalysis()) return;
      const analysis = await analyse(options, env.mode);
      const plan = planChunks(analysis.modules, analysis.imports, {
        requestCostBytes: options.requestCostBytes,
        maxChunkBytes: options.maxChunkBytes,
        weightOf: (entry) => analysis.weights.get(entry) ?? 1,
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
      const codeSplitting = config.build?.rolldownOptions?.output;
      if (!codeSplitting || Array.isArray(codeSplitting) || typeof codeSplitting.codeSplitting !== 'object') {
        throw new Error('chunk-plan: the config must set build.rolldownOptions.output.codeSplitting');
      }
      codeSplitting.codeSplitting.groups = [
        ...(codeSplitting.codeSplitting.groups ?? []),
        {
          name: (id: string) => plan.get(id) ?? null,
          debugName: 'chunk-plan',
          // The plan places every module itself: a module's imports stay where the plan put them.
          includeDependenciesRecursively: false,
        },
      ];
    },
  };
}

async function analyse(options: ChunkPlanPluginOptions, mode: string): Promise<Analysis> {
  let analysis: Analysis | undefined;
  const capture: Plugin = {
    name: 'plastihub:chunk-analysis',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
      analysis = { ...lazyEntries(bundle, options), imports };
    },
  };
  process.env[ANALYSIS_FLAG] = '1';
  try {
    await build({
      configFile: options.configFile,
      mode,
      logLevel: 'silent',
      build: { write: false },
      plugins: [capture],
    });
  } finally {
    delete process.env[ANALYSIS_FLAG];
  }
  if (!analysis) throw new Error('chunk-plan: the analysis build produced no bundle');
  return analysis;
}

/**
 * Every module outside the initial chunk with the lazy entries that load it and its gzip size, and each lazy
 * entry's weight.
 */
function lazyEntries(
  bundle: Rolldown.OutputBundle,
  options: ChunkPlanPluginOptions,
): Omit<Analysis, 'imports'> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Rolldown.OutputChunk, into = new Set<Rolldown.OutputChunk>()) => {
    if (into.has(chunk)) return into;
    into.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
    return into;
  };
  const initial = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
  const entries = new Map(
    chunks
      .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId)
      .map((chunk) => [chunk.facadeModuleId as string, chunk]),
  );
  const modulesOf = new Map(
    [...entries].map(([id, chunk]) => [
      id,
      new Set([...closure(chunk)].filter((c) => !initial.has(c)).flatMap((c) => c.moduleIds)),
    ]),
  );
  const featureOf = (id: string) => /\/src\/features\/([^/]+)\//.exec(id)?.[1];
  const screens = [...entries.keys()].filter((id) => options.screens.test(id));
  const everyPage = [...entries.keys()].filter((id) => options.loadedByEveryPage.test(id));
  const routeData = [...entries.keys()].filter((id) => options.routeData.test(id));
  const extras = [...entries.keys()].filter(
    (id) => !screens.includes(id) && !everyPage.includes(id) && !routeData.includes(id),
  );

  // A page: its screen, its feature's route data and what every page loads.
  const pageModules = new Map(
    screens.map((screen) => {
      const parts = [
        screen,
        ...everyPage,
        ...routeData.filter((data) => featureOf(data) === featureOf(screen)),
      ];
      return [screen, new Set(parts.flatMap((part) => [...(modulesOf.get(part) ?? [])]))];
    }),
  );
  // An extra loads after its page's content (the account menu, the footer) or only now and then (the chat
  // panel, an error screen): never on the way to what the visitor waits for, so it counts a quarter of a page.
  const pageWeight = (page: string) =>
    options.landing?.test(page) ? (options.landingWeight ?? 1) : options.lessVisited?.test(page) ? 0.25 : 1;
  const weights = new Map<string, number>(screens.map((page) => [page, pageWeight(page)]));
  const usersModules = new Map(pageModules);
  for (const extra of extras) {
    weights.set(extra, 0.25);
    usersModules.set(extra, modulesOf.get(extra) ?? new Set());
  }
  const users = new Map<string, Set<string>>();
  for (const [user, modules] of usersModules) {
    for (const module of modules) {
      let set = users.get(module);
      if (!set) users.set(module, (set = new Set()));
      set.add(user);
    }
  }

  const modules: PlannedModule[] = [];
  for (const chunk of chunks) {
    if (initial.has(chunk)) continue;
    const rendered = chunk.moduleIds.reduce((sum, id) => sum + (chunk.modules[id]?.renderedLength ?? 0), 0);
    const gzipPerByte = rendered > 0 ? gzipSync(chunk.code).length / rendered : 0;
    for (const id of chunk.moduleIds) {
      const usedBy = users.get(id);
      if (!usedBy) continue;
      const bytes = (chunk.modules[id]?.renderedLength ?? 0) * gzipPerByte;
      modules.push({ id, bytes, users: [...usedBy].sort() });
    }
  }
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
