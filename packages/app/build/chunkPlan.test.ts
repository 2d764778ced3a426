import { describe, expect, it } from 'vitest';
import { chunkImportCycle } from './chunkCycles';
import { planChunks, type ChunkPlanOptions, type PlannedModule } from './chunkPlan';

const KB = 1024;
const options = (overrides: Partial<ChunkPlanOptions> = {}): ChunkPlanOptions => ({
  requestCostBytes: 4 * KB,
  maxChunkBytes: 30 * KB,
  weightOf: () => 1,
  nameOf: (entries) => entries.join('+'),
  ...overrides,
});
const module = (id: string, kb: number, users: string[]): PlannedModule => ({ id, bytes: kb * KB, users });
const chunksOf = (plan: Map<string, string>) => {
  const chunks = new Map<string, string[]>();
  for (const [id, chunk] of plan) chunks.set(chunk, [...(chunks.get(chunk) ?? []), id].sort());
  return [...chunks.values()].sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
};
/** The imports between the plan's chunks, from the imports between their modules. */
const chunkImports = (plan: Map<string, string>, imports: Map<string, string[]>) => {
  const graph = new Map<string, string[]>();
  for (const [from, targets] of imports) {
    for (const to of targets) {
      const a = plan.get(from);
      const b = plan.get(to);
      if (a && b && a !== b) graph.set(a, [...(graph.get(a) ?? []), b]);
    }
  }
  return graph;
};

describe('planChunks', () => {
  it('keeps code the pages use in different combinations apart when requests cost nothing', () => {
    const plan = planChunks(
      [
        module('list', 2, ['trade']),
        module('card', 3, ['trade', 'machines']),
        module('table', 3, ['machines']),
      ],
      new Map(),
      options({ requestCostBytes: 0 }),
    );
    expect(chunksOf(plan)).toEqual([['card'], ['list'], ['table']]);
  });

  it('puts small pieces used by the same pages in one chunk when a request costs more than the bytes', () => {
    const plan = planChunks(
      [
        module('kit', 10, ['trade', 'machines', 'materials']),
        module('filters', 1, ['trade', 'machines']),
        module('chat', 20, ['machines']),
      ],
      new Map(),
      options(),
    );
    // Materials loads the filters' 1 KB it does not use, and trade and machines save a request each; nobody
    // but machines would carry the chat's 20 KB, so it stays apart.
    expect(chunksOf(plan)).toEqual([['chat'], ['filters', 'kit']]);
  });

  it('counts a page as much as its weight: a page that matters keeps its chunks lean', () => {
    const modules = [module('kit', 10, ['home', 'account']), module('forms', 6, ['account'])];
    const merged = planChunks(modules, new Map(), options({ requestCostBytes: 8 * KB }));
    expect(chunksOf(merged)).toEqual([['forms', 'kit']]);
    const lean = planChunks(
      modules,
      new Map(),
      options({ requestCostBytes: 8 * KB, weightOf: (entry) => (entry === 'home' ? 4 : 1) }),
    );
    expect(chunksOf(lean)).toEqual([['forms'], ['kit']]);
  });

  it('never grows a chunk past the size limit', () => {
    // b and c would save q a request; a with them would be 45 KB.
    const plan = planChunks(
      [module('a', 20, ['p']), module('b', 20, ['p', 'q']), module('c', 5, ['q'])],
      new Map(),
      options({ requestCostBytes: 100 * KB }),
    );
    expect(chunksOf(plan)).toEqual([['a'], ['b', 'c']]);
  });

  it('counts what a merged chunk imports as loaded by every page that loads it', () => {
    // `widget` imports `radix`; merging `widget` into the kit would make every kit page load radix too.
    const plan = planChunks(
      [
        module('kit', 8, ['trade', 'machines', 'money', 'materials']),
        module('widget', 1, ['trade']),
        module('radix', 25, ['trade', 'selling']),
      ],
      new Map([['widget', ['radix']]]),
      options(),
    );
    expect(plan.get('widget')).not.toBe(plan.get('kit'));
  });

  it('never makes chunks that import one another, whatever the graph', () => {
    // A seeded random module graph: each module imports later ones, and is used by a subset of their users.
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) as number;
    const pages = ['home', 'trade', 'machines', 'materials', 'money', 'account', 'selling'];
    const ids = Array.from({ length: 60 }, (_, i) => `m${i}`);
    const users = new Map<string, Set<string>>();
    const imports = new Map<string, string[]>();
    for (let i = ids.length - 1; i >= 0; i--) {
      const id = ids[i] as string;
      const targets = ids.slice(i + 1).filter(() => random() < 0.06);
      imports.set(id, targets);
      // A module's users are a subset of each import's users (what a real bundle guarantees).
      const allowed = targets.reduce(
        (set, target) => set.filter((page) => users.get(target)?.has(page)),
        [...pages],
      );
      const own = allowed.filter(() => random() < 0.5);
      users.set(id, new Set(own.length > 0 ? own : allowed.slice(0, 1)));
    }
    const modules = ids
      .filter((id) => (users.get(id)?.size ?? 0) > 0)
      .map((id) => module(id, 0.5 + random() * 6, [...(users.get(id) ?? [])]));
    const plan = planChunks(modules, imports, options({ requestCostBytes: 8 * KB, maxChunkBytes: 20 * KB }));

    expect(plan.size).toBe(modules.length);
    expect(chunkImportCycle(chunkImports(plan, imports))).toBeNull();
    const sizes = new Map<string, number>();
    for (const each of modules) {
      const chunk = plan.get(each.id) as string;
      sizes.set(chunk, (sizes.get(chunk) ?? 0) + each.bytes);
    }
    // Fewer requests than the exact split, and no chunk of several pieces over the limit.
    expect(new Set(plan.values()).size).toBeLessThan(new Set(modules.map((m) => m.users.join())).size);
    for (const [chunk, bytes] of sizes) {
      if (new Set(modules.filter((m) => plan.get(m.id) === chunk).map((m) => m.users.join())).size > 1) {
        expect(bytes).toBeLessThanOrEqual(20 * KB);
      }
    }
  });

  it('follows imports through modules the bundle leaves out (a barrel that only re-exports)', () => {
    // `screen` imports `kit` through a barrel, `kit` imports `vendor`: putting `screen` and `vendor` together
    // without `kit` would make two chunks import each other.
    const plan = planChunks(
      [
        module('screen', 2, ['trade', 'machines']),
        module('kit', 20, ['trade', 'machines', 'money']),
        module('vendor', 2, ['trade', 'machines', 'money', 'home']),
      ],
      new Map([
        ['screen', ['barrel']],
        ['barrel', ['kit', 'other']],
        ['kit', ['vendor']],
      ]),
      options({ requestCostBytes: 30 * KB, maxChunkBytes: 21 * KB }),
    );
    const graph = chunkImports(
      plan,
      new Map([
        ['screen', ['kit']],
        ['kit', ['vendor']],
      ]),
    );
    expect(chunkImportCycle(graph)).toBeNull();
  });

  it('gives every chunk a name of its own', () => {
    const plan = planChunks(
      [module('a', 20, ['p']), module('b', 20, ['q']), module('c', 20, ['p', 'q'])],
      new Map(),
      options({ maxChunkBytes: 25 * KB, nameOf: () => 'shared' }),
    );
    expect(new Set(plan.values())).toEqual(new Set(['shared', 'shared~2', 'shared~3']));
  });
});
