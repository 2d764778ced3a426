import { describe, expect, it } from 'vitest';
import { chunkImportCycle } from './chunkCycles';
import { chunkByFamilies, screenFamily } from './chunkGroups';

/** A module graph from `importer: [imported]` edges; `lazy` modules are the targets of dynamic imports. */
function moduleGraph(edges: Record<string, string[]>, lazy: string[]) {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat()]);
  const info = (id: string) => ({
    importers: Object.keys(edges).filter((importer) => edges[importer]?.includes(id)),
    dynamicImporters: lazy.includes(id) ? ['src/routes.ts'] : [],
    isEntry: false,
  });
  return { ids, edges, getModuleInfo: (id: string) => (ids.has(id) ? info(id) : null) };
}

const machines = '/src/features/machines/screens/MachineScreens.tsx';
const materials = '/src/features/materials/screens/MaterialScreens.tsx';
const trade = '/src/features/trade/screens/TradeProductsScreen.tsx';
const tradeDetails = '/src/features/trade/screens/TradeProductDetailsScreen.tsx';
const chat = '/src/shared/chat/ListingChatPanel.tsx';

describe('chunkByFamilies', () => {
  const graph = moduleGraph(
    {
      [machines]: ['ListingDetail', 'ListingResults'],
      [materials]: ['ListingResults', 'CompareTray'],
      [trade]: ['ListingResults', 'FilterDropdown'],
      [tradeDetails]: ['ListingDetail'],
      ListingDetail: ['Carousel', 'Dialog'],
      ListingResults: ['ListingCard', 'Dialog'],
      CompareTray: ['Dialog'],
      FilterDropdown: ['Popover'],
      Popover: ['Dialog'],
      [chat]: ['Dialog'],
    },
    [machines, materials, trade, tradeDetails, chat],
  );
  const name = chunkByFamilies(screenFamily);
  const chunkOf = (id: string) => name(id, graph);

  it('names shared code by the families of screens that use it, a feature being one family', () => {
    expect(chunkOf('Carousel')).toBe('kit~machines~trade');
    expect(chunkOf('ListingCard')).toBe('kit~machines~materials~trade');
    expect(chunkOf('Popover')).toBe('kit~trade');
    expect(chunkOf('Dialog')).toBe('kit~ListingChatPanel~machines~materials~trade');
  });

  it('makes chunks that never import one another in a cycle', () => {
    const chunkImports = new Map<string, string[]>();
    for (const [importer, imported] of Object.entries(graph.edges)) {
      const from = chunkOf(importer);
      const targets = imported.map(chunkOf).filter((to) => to !== from);
      chunkImports.set(from, [...(chunkImports.get(from) ?? []), ...targets]);
    }
    expect(chunkImportCycle(chunkImports)).toBeNull();
  });
});

describe('screenFamily', () => {
  it("is a screen's feature, or the file of a lazily loaded piece outside the features", () => {
    expect(screenFamily('/repo/packages/app/src/features/machines/screens/MachineScreens.tsx')).toBe(
      'machines',
    );
    expect(screenFamily('/repo/packages/app/src/shared/chat/UnreadChatLink.tsx')).toBe('UnreadChatLink');
  });
});
