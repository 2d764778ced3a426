import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleGraph } from './chunkPlanPlugin';

/** A module of the graph: its code as the bundler hands it over, and what the bundler resolved its imports to. */
interface Module {
  code: string;
  imports?: string[];
  lazy?: string[];
  exports?: string[];
  entry?: boolean;
}

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The graph of an app (`app/`) and a library (`lib/`, whose manifest says what `sideEffects` it declares). */
function graphOf(modules: Record<string, Module>, librarySideEffects: unknown) {
  root = mkdtempSync(join(tmpdir(), 'chunk-plan-'));
  mkdirSync(join(root, 'lib'));
  writeFileSync(
    join(root, 'lib/package.json'),
    JSON.stringify({
      name: 'lib',
      ...(librarySideEffects === undefined ? {} : { sideEffects: librarySideEffects }),
    }),
  );
  const id = (name: string) => join(root, name);
  const graph = moduleGraph(Object.keys(modules).map(id), (moduleId) => {
    const module = modules[moduleId.slice(root.length + 1)];
    if (!module) return null;
    return {
      code: module.code,
      importedIds: (module.imports ?? []).map(id),
      dynamicallyImportedIds: (module.lazy ?? []).map(id),
      exports: module.exports ?? [],
      isEntry: module.entry ?? false,
    };
  });
  const usedBy = (entry: string) =>
    [...(graph.lazy.get(id(entry)) ?? [])].map((moduleId) => moduleId.slice(root.length + 1)).sort();
  return { graph, usedBy };
}

const app: Record<string, Module> = {
  'app/main.js': {
    code: `import { Button } from '../lib/index.js';\nconst page = () => import('./page.js');\nButton(page);`,
    imports: ['lib/index.js'],
    lazy: ['app/page.js'],
    entry: true,
  },
  'app/page.js': {
    code: `import { Card, Chart as Plot } from '../lib/index.js';\nexport default () => [Card, Plot];`,
    imports: ['lib/index.js'],
    exports: ['default'],
  },
  'lib/index.js': {
    code: `// The library's barrel.\nexport { Button } from './button.js';\nexport * from './cards.js';\nexport { Chart } from './chart.js';`,
    imports: ['lib/button.js', 'lib/cards.js', 'lib/chart.js'],
    exports: ['Button', '*', 'Chart'],
  },
  'lib/button.js': { code: `export const Button = () => 'button';`, exports: ['Button'] },
  'lib/cards.js': {
    code: `import { format } from './format.js';\nexport const Card = () => format('card');`,
    imports: ['lib/format.js'],
    exports: ['Card'],
  },
  'lib/format.js': { code: `export const format = (text) => text;`, exports: ['format'] },
  'lib/chart.js': { code: `export const Chart = () => 'chart';`, exports: ['Chart'] },
};

describe('moduleGraph', () => {
  it('follows a name through a barrel to the module that exports it, and what that module imports', () => {
    const { usedBy } = graphOf(app, false);
    // The button is the first page's (the entry's); the page takes the cards and the chart, not the barrel.
    expect(usedBy('app/page.js')).toEqual(['app/page.js', 'lib/cards.js', 'lib/chart.js', 'lib/format.js']);
  });

  it('follows a default import exported again under its own name, not the namespace exported beside it', () => {
    const { usedBy } = graphOf(
      {
        ...app,
        'lib/index.js': {
          code: `import Chart from './chart.js';\nimport * as Cards from './cards.js';\nexport { Chart, Cards };\nexport { Button } from './button.js';`,
          imports: ['lib/chart.js', 'lib/cards.js', 'lib/button.js'],
          exports: ['Chart', 'Cards', 'Button'],
        },
        'app/page.js': {
          code: `import { Chart } from '../lib/index.js';\nexport default () => Chart;`,
          imports: ['lib/index.js'],
          exports: ['default'],
        },
        // A barrel too: what it is asked for decides what runs.
        'lib/chart.js': {
          code: `export { default } from './line.js';`,
          imports: ['lib/line.js'],
          exports: ['default'],
        },
        'lib/line.js': { code: `export default () => 'line';`, exports: ['default'] },
      },
      false,
    );
    expect(usedBy('app/page.js')).toEqual(['app/page.js', 'lib/line.js']);
  });

  it("runs a barrel's every module when its package does not say they have no side effects", () => {
    const { usedBy } = graphOf(app, undefined);
    // Importing the barrel at start ran all of it: the page has nothing left of its own but itself.
    expect(usedBy('app/page.js')).toEqual(['app/page.js']);
  });

  it('counts a module it cannot read as an ES module as using all of what it imports', () => {
    const { usedBy } = graphOf(
      {
        ...app,
        'app/page.js': {
          code: `module.exports = require('../lib/index.js').Card;`,
          imports: ['lib/index.js'],
        },
      },
      false,
    );
    expect(usedBy('app/page.js')).toEqual([
      'app/page.js',
      'lib/cards.js',
      'lib/chart.js',
      'lib/format.js',
      'lib/index.js',
    ]);
  });

  it('estimates a stylesheet module at no bytes and a script by its gzip size', () => {
    const { graph } = graphOf({ ...app, 'lib/button.css': { code: '.button { color: red }' } }, false);
    expect(graph.bytes(join(root, 'lib/button.css'))).toBe(0);
    expect(graph.bytes(join(root, 'lib/cards.js'))).toBeGreaterThan(0);
  });
});
