interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[]; isEntry: boolean } | null;
}

/**
 * A chunk name for shared code, by the set of screen families that use it. Like rolldown's `entriesAware`
 * grouping, but by families of screens (a feature's screens are one family) rather than by each lazy chunk,
 * so a machine page loads a dozen chunks instead of twenty-six; and unlike `entriesAwareMergeThreshold`,
 * which merges small sets into neighbours and so made chunks that import each other in a cycle (a screen
 * then failed on some visits with "x is not a function"), it cannot make a cycle: a module imported by
 * another is used by every family that uses the importer, so a chunk only imports chunks of the same or
 * larger sets of families, and two chunks with the same set are one chunk.
 */
export function chunkByFamilies(familyOf: (entryId: string) => string) {
  const familiesOf = new Map<string, readonly string[]>();
  return (id: string, graph: ModuleGraph): string => {
    let families = familiesOf.get(id);
    if (!families) {
      const found = new Set<string>();
      const seen = new Set([id]);
      const queue = [id];
      while (queue.length > 0) {
        const current = queue.pop() as string;
        const info = graph.getModuleInfo(current);
        if (!info) continue;
        if (info.isEntry || info.dynamicImporters.length > 0) found.add(familyOf(current));
        for (const importer of info.importers) {
          if (!seen.has(importer)) {
            seen.add(importer);
            queue.push(importer);
          }
        }
      }
      families = [...found].sort();
      familiesOf.set(id, families);
    }
    return `kit~${families.join('~')}`;
  };
}

/** The family of a lazily loaded module: its feature (`features/machines/...` -> machines), else its file. */
export function screenFamily(entryId: string): string {
  const feature = /\/src\/features\/([^/]+)\//.exec(entryId);
  if (feature) return feature[1] as string;
  return /([^/]+?)(\.[^./]+)?$/.exec(entryId)?.[1] ?? entryId;
}
