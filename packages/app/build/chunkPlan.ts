/**
 * Which shared chunk each lazily loaded module goes into, chosen for the way a phone on 4G loads a page.
 *
 * A page loads its screen's chunk and every chunk that one imports. Two things make that slow: bytes the page
 * does not use, and requests (each one costs a round trip, and while it waits for its first byte it holds a
 * share of the connection the others need). Splitting by exactly which entries use a module gives no unused
 * bytes but dozens of tiny requests per page; one big shared chunk gives few requests but most of the app on
 * every page. The plan weighs the two: its cost is, summed over the lazy entries (a screen, a route's data,
 * the account menu...) and weighted by how much each one's loading time matters, the bytes of every chunk the
 * entry loads plus `requestCostBytes` for each of them. Starting from the exact split it merges the pair of
 * chunks whose merge lowers the cost most, while one does. No chunk grows past `maxChunkBytes` and no two chunks
 * import each other (a cycle runs one of them half-initialised).
 *
 * What each entry uses comes from the build's own module graph (see chunkPlanPlugin.ts), which follows each
 * import through the barrels (`@plastihub/ui`, the api-client) to the module that exports the name.
 */

/** A lazily loaded module and the lazy entries (screens, data modules...) that load it. */
export interface PlannedModule {
  id: string;
  /** Its estimated gzip size in bytes. */
  bytes: number;
  users: readonly string[];
}

export interface ChunkPlanOptions {
  /** What one more request costs a page, in gzip bytes of download it could have done instead. */
  requestCostBytes: number;
  /** No chunk grows past this many (estimated) gzip bytes. */
  maxChunkBytes: number;
  /** How much an entry's loading time counts (the screens a visitor waits for more than the extras). */
  weightOf: (entry: string) => number;
  /** The chunk's name (for the build's manifest and the bundle report) from the entries that load it. */
  nameOf: (entries: readonly string[]) => string;
}

/** Modules used by exactly the same entries: the plan never separates them. */
interface Piece {
  modules: string[];
  bytes: number;
  /** Indexes of the entries that use it. */
  users: number[];
  /** Indexes of the pieces it imports. */
  imports: number[];
}

/**
 * Module id -> chunk name. `imports` are the static imports between modules; only those that can be real
 * (the imported module is used by every entry that uses the importer) are kept.
 */
export function planChunks(
  modules: readonly PlannedModule[],
  imports: ReadonlyMap<string, readonly string[]>,
  options: ChunkPlanOptions,
): Map<string, string> {
  const entries = [...new Set(modules.flatMap((module) => module.users))].sort();
  const pieces = piecesOf(modules, imports, entries);
  const chunkOf = mergeGreedily(pieces, entries.map(options.weightOf), options);

  // Rolldown makes one chunk of every group with the same name: names must be unique.
  const plan = new Map<string, string>();
  const taken = new Map<string, number>();
  for (const chunk of new Set(chunkOf)) {
    const members = pieces.filter((_, i) => chunkOf[i] === chunk);
    const users = new Set(members.flatMap((piece) => piece.users));
    const base = options.nameOf(entries.filter((_, i) => users.has(i)));
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    const name = count === 1 ? base : `${base}~${count}`;
    for (const piece of members) for (const module of piece.modules) plan.set(module, name);
  }
  return plan;
}

/** Groups the modules by the set of entries that use them, with the imports between the groups. */
function piecesOf(
  modules: readonly PlannedModule[],
  imports: ReadonlyMap<string, readonly string[]>,
  entries: readonly string[],
): Piece[] {
  const entryIndex = new Map(entries.map((entry, i) => [entry, i]));
  const pieces: Piece[] = [];
  const pieceByUsers = new Map<string, number>();
  const pieceOf = new Map<string, number>();
  const usersOf = new Map<string, ReadonlySet<string>>();
  for (const module of modules) {
    const users = [...new Set(module.users)]
      .map((user) => entryIndex.get(user) as number)
      .sort((a, b) => a - b);
    const key = users.join(',');
    let index = pieceByUsers.get(key);
    if (index === undefined) {
      index = pieces.push({ modules: [], bytes: 0, users, imports: [] }) - 1;
      pieceByUsers.set(key, index);
    }
    const piece = pieces[index] as Piece;
    piece.modules.push(module.id);
    piece.bytes += module.bytes;
    pieceOf.set(module.id, index);
    usersOf.set(module.id, new Set(module.users));
  }
  // A module the bundle leaves out (a barrel that only re-exports, a type) still carries imports at run time:
  // what imports through it imports what it re-exports. Followed through, so no real import is missed.
  const planned = new Map<string, readonly string[]>();
  const reached = (id: string, seen = new Set<string>()): readonly string[] => {
    if (pieceOf.has(id)) return [id];
    const known = planned.get(id);
    if (known) return known;
    if (seen.has(id)) return [];
    seen.add(id);
    const targets = [...new Set((imports.get(id) ?? []).flatMap((next) => reached(next, seen)))];
    planned.set(id, targets);
    return targets;
  };
  for (const [importer, imported] of imports) {
    const from = pieceOf.get(importer);
    const importerUsers = usersOf.get(importer);
    if (from === undefined || !importerUsers) continue;
    for (const id of imported.flatMap((next) => reached(next))) {
      const to = pieceOf.get(id);
      const importedUsers = usersOf.get(id);
      // An import the importer's users do not all load was not in the analysed bundle (a type, unused code).
      if (to === undefined || to === from || !importedUsers) continue;
      if ([...importerUsers].every((user) => importedUsers.has(user))) {
        const piece = pieces[from] as Piece;
        if (!piece.imports.includes(to)) piece.imports.push(to);
      }
    }
  }
  return pieces;
}

interface Group {
  pieces: number[];
  bytes: number;
  /** Bit i set: entry i loads this group (its own pieces, or a group it loads imports this one). */
  users: Uint32Array;
  imports: Set<Group>;
}

/**
 * A group's users are every entry that loads it (its own pieces', and those of every group that imports it),
 * so a merge's cost is known from the two groups and what they import, without walking every entry. Merges the
 * best pair while one helps.
 */
function mergeGreedily(
  pieces: readonly Piece[],
  weights: readonly number[],
  options: ChunkPlanOptions,
): number[] {
  const sets = entrySets(weights);
  const groups: Group[] = pieces.map((piece, i) => ({
    pieces: [i],
    bytes: piece.bytes,
    users: sets.of(piece.users),
    imports: new Set(),
  }));
  pieces.forEach((piece, i) => {
    for (const target of piece.imports) (groups[i] as Group).imports.add(groups[target] as Group);
  });
  const loadCost = (bytes: number, users: Uint32Array) =>
    (bytes + options.requestCostBytes) * sets.weight(users);

  for (;;) {
    const below = descendants(groups);
    const candidates: { a: Group; b: Group; cost: number }[] = [];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const a = groups[i] as Group;
        const b = groups[j] as Group;
        if (a.bytes + b.bytes > options.maxChunkBytes || !sets.intersect(a.users, b.users)) continue;
        const merged = sets.union(a.users, b.users);
        let cost =
          loadCost(a.bytes + b.bytes, merged) - loadCost(a.bytes, a.users) - loadCost(b.bytes, b.users);
        for (const group of new Set([...(below.get(a) ?? []), ...(below.get(b) ?? [])])) {
          if (group === a || group === b) continue;
          cost += (group.bytes + options.requestCostBytes) * sets.weightAdded(group.users, merged);
        }
        if (cost < 0) candidates.push({ a, b, cost });
      }
    }
    candidates.sort((x, y) => x.cost - y.cost);
    const best = candidates.find(({ a, b }) => !reachesThroughOthers(a, b) && !reachesThroughOthers(b, a));
    if (!best) break;
    const { a: kept, b: gone } = best;
    kept.pieces.push(...gone.pieces);
    kept.bytes += gone.bytes;
    kept.users = sets.union(kept.users, gone.users);
    for (const group of gone.imports) kept.imports.add(group);
    kept.imports.delete(kept);
    kept.imports.delete(gone);
    groups.splice(groups.indexOf(gone), 1);
    for (const group of groups) {
      if (group.imports.delete(gone) && group !== kept) group.imports.add(kept);
    }
    // Whoever loads the merged group now loads everything it imports.
    for (const group of descendants(groups).get(kept) ?? []) {
      if (group !== kept) group.users = sets.union(group.users, kept.users);
    }
  }
  const chunkOf = pieces.map(() => 0);
  groups.forEach((group, index) => group.pieces.forEach((piece) => (chunkOf[piece] = index)));
  return chunkOf;
}

/** Each group with every group it imports, directly or not (itself included). */
function descendants(groups: readonly Group[]): Map<Group, Set<Group>> {
  const below = new Map<Group, Set<Group>>();
  const visit = (group: Group): Set<Group> => {
    let set = below.get(group);
    if (set) return set;
    set = new Set([group]);
    below.set(group, set);
    for (const next of group.imports) for (const reached of visit(next)) set.add(reached);
    return set;
  };
  for (const group of groups) visit(group);
  return below;
}

/** Whether `to` is reachable from `from` through at least one other group (merging them would make a cycle). */
function reachesThroughOthers(from: Group, to: Group): boolean {
  const seen = new Set<Group>();
  const queue = [...from.imports].filter((group) => group !== to);
  while (queue.length > 0) {
    const group = queue.pop() as Group;
    if (seen.has(group)) continue;
    seen.add(group);
    for (const next of group.imports) {
      if (next === to) return true;
      if (!seen.has(next)) queue.push(next);
    }
  }
  return false;
}

/** Sets of entries (by index) as bit sets, with their total weight looked up a byte at a time. */
function entrySets(weights: readonly number[]) {
  const words = Math.ceil(weights.length / 32);
  // byteWeights[k][v]: the weight of the entries whose bits are set in value v of byte k.
  const byteWeights = Array.from({ length: words * 4 }, (_, k) =>
    Float64Array.from({ length: 256 }, (_, v) => {
      let sum = 0;
      for (let bit = 0; bit < 8; bit++) if (v & (1 << bit)) sum += weights[k * 8 + bit] ?? 0;
      return sum;
    }),
  );
  const wordWeight = (w: number, x: number) =>
    (byteWeights[w * 4]?.[x & 255] ?? 0) +
    (byteWeights[w * 4 + 1]?.[(x >>> 8) & 255] ?? 0) +
    (byteWeights[w * 4 + 2]?.[(x >>> 16) & 255] ?? 0) +
    (byteWeights[w * 4 + 3]?.[x >>> 24] ?? 0);
  return {
    of(indexes: readonly number[]) {
      const set = new Uint32Array(words);
      for (const i of indexes) set[i >>> 5] = (set[i >>> 5] as number) | (1 << (i & 31));
      return set;
    },
    union: (a: Uint32Array, b: Uint32Array) => a.map((x, w) => x | (b[w] as number)),
    intersect: (a: Uint32Array, b: Uint32Array) => a.some((x, w) => (x & (b[w] as number)) !== 0),
    weight: (set: Uint32Array) => set.reduce((sum, x, w) => sum + wordWeight(w, x), 0),
    /** The weight `added` brings to `set`. */
    weightAdded: (set: Uint32Array, added: Uint32Array) =>
      set.reduce((sum, x, w) => sum + wordWeight(w, x | (added[w] as number)) - wordWeight(w, x), 0),
  };
}
