import { describe, expect, it } from 'vitest';
import { chunkImportCycle } from './chunkCycles';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('chunkImportCycle', () => {
  it('finds none where chunks only share what they import', () => {
    expect(
      chunkImportCycle(
        graph({
          'index.js': ['kit.js', 'react.js'],
          'route.js': ['kit.js', 'react.js'],
          'kit.js': ['react.js'],
        }),
      ),
    ).toBeNull();
  });

  it('names the chunks of a cycle, however long, in import order', () => {
    expect(
      chunkImportCycle(
        graph({
          'route.js': ['popover.js'],
          'popover.js': ['popper.js'],
          'popper.js': ['focus.js'],
          'focus.js': ['popover.js'],
        }),
      ),
    ).toEqual(['popover.js', 'popper.js', 'focus.js', 'popover.js']);
  });

  it('finds two chunks that import each other', () => {
    expect(chunkImportCycle(graph({ 'a.js': ['b.js'], 'b.js': ['a.js'] }))).toEqual(['a.js', 'b.js', 'a.js']);
  });
});
