import type { Plugin } from 'vite';

/**
 * A static import cycle between output chunks (`a.js` imports `b.js`, which imports `a.js`) runs one of them
 * before the other has finished, and which one depends on the chunk a page happens to load first: a screen
 * then fails with "x is not a function" on some visits only. Manual code splitting can make such cycles out of
 * an acyclic source (rolldown's `entriesAware` merging does), so every build checks its chunks and fails.
 */
export function chunkImportCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (chunk: string): string[] | null => {
    if (onPath.has(chunk)) return [...path.slice(path.indexOf(chunk)), chunk];
    if (done.has(chunk)) return null;
    path.push(chunk);
    onPath.add(chunk);
    for (const imported of imports.get(chunk) ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(chunk);
    done.add(chunk);
    return null;
  };
  for (const chunk of imports.keys()) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return null;
}

/** Fails a build whose chunks import one another in a cycle. */
export function noChunkImportCycles(): Plugin {
  return {
    name: 'plastihub:no-chunk-import-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, readonly string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      }
      const cycle = chunkImportCycle(imports);
      if (cycle) {
        const names = cycle.map((file) => {
          const chunk = bundle[file];
          return chunk?.type === 'chunk' ? `${file} (${chunk.name})` : file;
        });
        this.error(`the chunks import one another in a cycle: ${names.join(' -> ')}`);
      }
    },
  };
}
