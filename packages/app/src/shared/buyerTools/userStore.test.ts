import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearToolsData, readTools, toolsStorageKey, updateTools, useBuyerTool } from './userStore';
import type { ListingItem } from './listingItem';

const ASHA = 7;
const RAVI = 8;

const listing = (id: string, kind = 'trade'): ListingItem => ({
  kind,
  id,
  title: `HDPE granules ${id}`,
  path: `/trade-product-details?product_id=${id}`,
  savedAt: 1_700_000_000_000,
});

const save = (userId: number | null, item: ListingItem) =>
  updateTools(userId, 'shortlist', (shortlist) => [item, ...shortlist]);

const storeDocument = (userId: number, document: unknown) =>
  localStorage.setItem(toolsStorageKey(userId), JSON.stringify(document));

const storageFails = (method: 'getItem' | 'setItem' | 'removeItem', name: string) =>
  vi.spyOn(Storage.prototype, method).mockImplementation(() => {
    throw new DOMException('The browser refused.', name);
  });

afterEach(() => {
  vi.restoreAllMocks();
  // What full or blocked storage left in this tab's memory goes too.
  clearToolsData(ASHA);
  clearToolsData(RAVI);
});

describe("a user's buyer tools in this browser", () => {
  it('keeps them per user, under a key with the schema version', () => {
    expect(save(ASHA, listing('1'))).toBe('saved');
    expect(JSON.parse(localStorage.getItem('plastihub.tools.v1.7') ?? '')).toMatchObject({
      version: 1,
      shortlist: [listing('1')],
    });
    expect(readTools(ASHA).shortlist).toEqual([listing('1')]);
    expect(readTools(RAVI).shortlist).toEqual([]);
  });

  it('gives a guest nothing and refuses to keep anything for them', () => {
    expect(save(null, listing('1'))).toBe('signInNeeded');
    expect(readTools(null)).toEqual({ shortlist: [], recentlyViewed: [], savedSearches: [], priceWatch: [] });
    expect(localStorage.length).toBe(0);
  });

  it('shows the next user who signs in only their own tools', () => {
    save(ASHA, listing('1'));
    save(RAVI, listing('2'));
    const { result, rerender } = renderHook(({ userId }) => useBuyerTool(userId, 'shortlist'), {
      initialProps: { userId: ASHA as number | null },
    });
    expect(result.current.items).toEqual([listing('1')]);
    rerender({ userId: RAVI });
    expect(result.current.items).toEqual([listing('2')]);
    rerender({ userId: null });
    expect(result.current.items).toEqual([]);
  });

  it('drops a document that is not JSON, and the next change replaces it', () => {
    localStorage.setItem(toolsStorageKey(ASHA), '{"version":1,"shortlist":[');
    expect(readTools(ASHA).shortlist).toEqual([]);
    save(ASHA, listing('1'));
    expect(readTools(ASHA).shortlist).toEqual([listing('1')]);
  });

  it('reads no document of another version', () => {
    storeDocument(ASHA, { version: 2, shortlist: [listing('1')] });
    expect(readTools(ASHA).shortlist).toEqual([]);
    storeDocument(ASHA, [listing('1')]);
    expect(readTools(ASHA).shortlist).toEqual([]);
  });

  it('drops a section or an item of the wrong shape and keeps the rest', () => {
    storeDocument(ASHA, {
      version: 1,
      shortlist: [
        listing('1'),
        { ...listing('2'), id: 2 },
        { ...listing('3'), path: 'javascript:alert(1)' },
        { ...listing('4'), path: '//evil.example/x' },
        { ...listing('5'), picture: 5 },
        'listing 6',
      ],
      recentlyViewed: { 0: listing('1') },
      savedSearches: [
        {
          id: '1',
          name: 'PP in Pune',
          kind: 'trade',
          path: '/trade-product',
          filters: 'city=4',
          seenIds: ['10', 11],
          lastOpenedAt: 1,
          createdAt: 1,
        },
      ],
      priceWatch: [
        {
          materialId: 3,
          city: 'Pune',
          title: 'PP Homopolymer',
          path: '/material-details?material_id=3',
          prices: [
            { date: '2025-01-14', price: 118.5 },
            { date: '14-01-2025', price: 119 },
            { date: '2025-01-15', price: 'Rs. 120' },
          ],
        },
      ],
    });
    const tools = readTools(ASHA);
    expect(tools.shortlist).toEqual([listing('1')]);
    expect(tools.recentlyViewed).toEqual([]);
    expect(tools.savedSearches).toEqual([]);
    expect(tools.priceWatch).toEqual([
      {
        materialId: 3,
        city: 'Pune',
        title: 'PP Homopolymer',
        path: '/material-details?material_id=3',
        prices: [{ date: '2025-01-14', price: 118.5 }],
      },
    ]);
  });

  it('keeps a change in this tab when the storage is full, and says so until a change is saved again', () => {
    localStorage.setItem(toolsStorageKey(ASHA), JSON.stringify({ version: 1, shortlist: [listing('0')] }));
    const { result } = renderHook(() => useBuyerTool(ASHA, 'shortlist'));
    expect(result.current.keptInThisTabOnly).toBe(false);
    const full = storageFails('setItem', 'QuotaExceededError');
    let outcome;
    act(() => {
      outcome = result.current.update((shortlist) => [listing('1'), ...shortlist]);
    });
    expect(outcome).toBe('thisTabOnly');
    expect(result.current.items).toEqual([listing('1'), listing('0')]);
    expect(result.current.keptInThisTabOnly).toBe(true);
    // What was saved before stays saved: only this change is at risk.
    expect(JSON.parse(localStorage.getItem(toolsStorageKey(ASHA)) ?? '').shortlist).toEqual([listing('0')]);
    // Ravi's tools on this browser are not his to worry about.
    expect(renderHook(() => useBuyerTool(RAVI, 'shortlist')).result.current.keptInThisTabOnly).toBe(false);

    full.mockRestore();
    act(() => {
      outcome = result.current.update((shortlist) => [listing('2'), ...shortlist]);
    });
    expect(outcome).toBe('saved');
    expect(result.current.keptInThisTabOnly).toBe(false);
    expect(JSON.parse(localStorage.getItem(toolsStorageKey(ASHA)) ?? '').shortlist).toHaveLength(3);
  });

  describe('in a storage with little room left', () => {
    const stored = (userId: number) => JSON.parse(localStorage.getItem(toolsStorageKey(userId)) ?? 'null');
    /** The browser's quota, as its size in characters: a write that would pass it throws, as browsers do. */
    function quotaOf(limit: number) {
      const write = Storage.prototype.setItem;
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
        let used = 0;
        for (let index = 0; index < this.length; index += 1) {
          const other = this.key(index) ?? '';
          if (other !== key) used += other.length + (this.getItem(other) ?? '').length;
        }
        if (used + key.length + value.length > limit)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        write.call(this, key, value);
      });
    }
    const opened = (count: number) => Array.from({ length: count }, (_, index) => listing(`v${index}`));

    it('keeps the shortlist stored when opening a listing does not fit', () => {
      storeDocument(ASHA, { version: 1, shortlist: [listing('1')], recentlyViewed: opened(3) });
      quotaOf(localStorage.getItem(toolsStorageKey(ASHA))?.length ?? 0);
      expect(updateTools(ASHA, 'recentlyViewed', (viewed) => [listing('v9'), ...viewed])).toBe('thisTabOnly');
      expect(stored(ASHA).shortlist).toEqual([listing('1')]);
      expect(stored(ASHA).recentlyViewed).toHaveLength(3);
    });

    it("makes room from the recently opened listings, everyone's, before it gives up on a save", () => {
      storeDocument(ASHA, { version: 1, shortlist: [listing('1')], recentlyViewed: opened(5) });
      storeDocument(RAVI, { version: 1, shortlist: [listing('2')], recentlyViewed: opened(5) });
      quotaOf(
        (localStorage.getItem(toolsStorageKey(ASHA))?.length ?? 0) +
          (localStorage.getItem(toolsStorageKey(RAVI))?.length ?? 0) +
          40,
      );
      expect(save(ASHA, listing('3'))).toBe('saved');
      expect(stored(ASHA)).toMatchObject({ shortlist: [listing('3'), listing('1')], recentlyViewed: [] });
      expect(stored(RAVI)).toMatchObject({ shortlist: [listing('2')], recentlyViewed: [] });
    });

    it('says only the latest change is at risk when even that does not make room', () => {
      storeDocument(ASHA, { version: 1, shortlist: [listing('1')], recentlyViewed: [] });
      quotaOf(localStorage.getItem(toolsStorageKey(ASHA))?.length ?? 0);
      expect(save(ASHA, listing('3'))).toBe('thisTabOnly');
      expect(stored(ASHA).shortlist).toEqual([listing('1')]);
      expect(readTools(ASHA).shortlist).toEqual([listing('3'), listing('1')]);
    });
  });

  it('works in this tab when the storage is blocked', () => {
    storageFails('getItem', 'SecurityError');
    storageFails('setItem', 'SecurityError');
    storageFails('removeItem', 'SecurityError');
    expect(readTools(ASHA).shortlist).toEqual([]);
    expect(save(ASHA, listing('1'))).toBe('thisTabOnly');
    expect(readTools(ASHA).shortlist).toEqual([listing('1')]);
    expect(() => clearToolsData(ASHA)).not.toThrow();
    expect(readTools(ASHA).shortlist).toEqual([]);
  });

  it("follows a change the user made in another tab, and not another user's", () => {
    const { result } = renderHook(() => useBuyerTool(ASHA, 'shortlist'));
    const items = result.current.items;
    act(() => {
      storeDocument(RAVI, { version: 1, shortlist: [listing('9')] });
      window.dispatchEvent(new StorageEvent('storage', { key: toolsStorageKey(RAVI) }));
    });
    expect(result.current.items).toBe(items);
    act(() => {
      storeDocument(ASHA, { version: 1, shortlist: [listing('1')] });
      window.dispatchEvent(new StorageEvent('storage', { key: toolsStorageKey(ASHA) }));
    });
    expect(result.current.items).toEqual([listing('1')]);
  });

  it('changes one section from what is stored now, leaving the others', () => {
    save(ASHA, listing('1'));
    updateTools(ASHA, 'recentlyViewed', () => [listing('5', 'material')]);
    // Another tab emptied the shortlist in between.
    storeDocument(ASHA, { ...JSON.parse(localStorage.getItem(toolsStorageKey(ASHA)) ?? ''), shortlist: [] });
    save(ASHA, listing('2'));
    expect(readTools(ASHA).shortlist).toEqual([listing('2')]);
    expect(readTools(ASHA).recentlyViewed).toEqual([listing('5', 'material')]);
  });

  it("clears every tool of the user and no one else's", () => {
    save(ASHA, listing('1'));
    updateTools(ASHA, 'recentlyViewed', () => [listing('1')]);
    save(RAVI, listing('2'));
    const { result } = renderHook(() => useBuyerTool(ASHA, 'shortlist'));
    act(() => clearToolsData(ASHA));
    expect(result.current.items).toEqual([]);
    expect(readTools(ASHA).recentlyViewed).toEqual([]);
    expect(localStorage.getItem(toolsStorageKey(ASHA))).toBeNull();
    expect(readTools(RAVI).shortlist).toEqual([listing('2')]);
  });
});
