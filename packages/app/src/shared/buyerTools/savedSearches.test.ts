import { describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  MAX_SEEN_IDS,
  findSavedSearch,
  listedIds,
  markOpened,
  newSince,
  removeSearch,
  saveSearch,
  savedSearchHref,
  totalNew,
  type SavedSearch,
  type SearchToSave,
} from './savedSearches';

const monday = new Date(2025, 0, 13, 9);
const tuesday = new Date(2025, 0, 14, 9);

const search = (name: string, seenIds: string[] = ['1', '2']): SearchToSave => ({
  name,
  kind: 'trade',
  path: '/trade-product',
  filters: '?trade_type=buy&city=4,9',
  list: { key: 'trade/products', params: { tradeType: 'buy', cityIds: [4, 9] } },
  seenIds,
});

function saved(...toSave: SearchToSave[]): readonly SavedSearch[] {
  return toSave.reduce<readonly SavedSearch[]>((list, next) => {
    const result = saveSearch(list, next, monday);
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }, []);
}

const only = (list: readonly SavedSearch[]): SavedSearch => {
  const [first] = list;
  if (!first) throw new Error('No saved search');
  return first;
};

describe('saved searches', () => {
  it('saves the list with its filters, a trimmed name and what is on screen as seen', () => {
    const result = saveSearch([], search('  PP buyers in Pune  '), monday);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: monday.getTime().toString(36),
          name: 'PP buyers in Pune',
          kind: 'trade',
          path: '/trade-product',
          filters: 'trade_type=buy&city=4,9',
          list: { key: 'trade/products', params: { tradeType: 'buy', cityIds: [4, 9] } },
          seenIds: ['1', '2'],
          lastOpenedAt: monday.getTime(),
          createdAt: monday.getTime(),
        },
      ],
    });
    expect(savedSearchHref(only(result.ok ? result.value : []))).toBe(
      '/trade-product?trade_type=buy&city=4,9',
    );
    expect(savedSearchHref({ ...only(result.ok ? result.value : []), filters: '' })).toBe('/trade-product');
  });

  it('lists the latest saved first, each with an id of its own', () => {
    const list = saved(search('First'), search('Second'));
    expect(list.map((item) => item.name)).toEqual(['Second', 'First']);
    const [second, first] = list.map((item) => item.id);
    expect(second).not.toBe(first);
    const next = saveSearch(removeSearch(list, second ?? ''), search('Third'), tuesday);
    expect(next.ok && next.value.map((item) => item.name)).toEqual(['Third', 'First']);
    expect(next.ok && next.value.map((item) => item.id)).not.toContain(second);
  });

  it('refuses an empty, too long or repeated name, with a message', () => {
    const list = saved(search('PP in Pune'));
    expect(saveSearch(list, search('   '), monday)).toEqual({
      ok: false,
      message: 'Enter a name for this search.',
    });
    expect(saveSearch(list, search('x'.repeat(61)), monday)).toEqual({
      ok: false,
      message: 'Keep the name to 60 characters or fewer.',
    });
    expect(saveSearch(list, search('x'.repeat(60)), monday).ok).toBe(true);
    expect(saveSearch(list, search(' pp IN pune '), monday)).toEqual({
      ok: false,
      message: 'You already have a saved search named "pp IN pune". Choose another name.',
    });
  });

  it(`refuses a search past ${MAX_SAVED_SEARCHES}`, () => {
    const full = saved(
      ...Array.from({ length: MAX_SAVED_SEARCHES }, (_, index) => search(`Search ${index}`)),
    );
    expect(saveSearch(full, search('One more'), monday)).toEqual({
      ok: false,
      message: 'You can keep up to 50 saved searches. Remove one to save this search.',
    });
  });

  it('counts the listings not seen yet, and none once the list is opened', () => {
    const pune = only(saved(search('PP in Pune', ['1', '2', '3'])));
    const now = ['5', '1', '4', '5', '2'];
    expect(newSince(pune, now)).toEqual(['5', '4']);
    const opened = markOpened(pune, now, tuesday);
    expect(opened.lastOpenedAt).toBe(tuesday.getTime());
    expect(newSince(opened, now)).toEqual([]);
    // A listing seen before that leaves the first page and comes back is not new.
    expect(newSince(opened, ['3', '6'])).toEqual(['6']);
  });

  it(`remembers at most ${MAX_SEEN_IDS} seen ids, the ones on screen first`, () => {
    const old = Array.from({ length: MAX_SEEN_IDS }, (_, index) => `old-${index}`);
    const opened = markOpened(only(saved(search('Big list', old))), ['a', 'b'], tuesday);
    expect(opened.seenIds).toHaveLength(MAX_SEEN_IDS);
    expect(opened.seenIds.slice(0, 3)).toEqual(['a', 'b', 'old-0']);
  });

  it('adds up the new listings of the searches asked for again', () => {
    const list = saved(search('First', ['1']), search('Second', ['7']), search('Third', ['9']));
    const ids = (name: string) => list.find((item) => item.name === name)?.id ?? '';
    expect(totalNew(list, { [ids('First')]: ['1', '2', '3'], [ids('Second')]: ['7', '8'] })).toBe(3);
    expect(totalNew(list, {})).toBe(0);
  });

  it('finds the saved search of a list whatever the order of its filters', () => {
    const list = saved(search('PP in Pune'));
    expect(findSavedSearch(list, '/trade-product', 'city=4,9&trade_type=buy')?.name).toBe('PP in Pune');
    expect(findSavedSearch(list, '/trade-product', 'trade_type=buy')).toBeUndefined();
    expect(findSavedSearch(list, '/buy-machine', 'trade_type=buy&city=4,9')).toBeUndefined();
  });

  it("reads the ids of a list's answer, a plain list or a page of one", () => {
    expect(listedIds([{ id: 3 }, { id: 'x7' }, { name: 'no id' }])).toEqual(['3', 'x7']);
    expect(listedIds({ items: [{ id: 9 }], total: 1 })).toEqual(['9']);
    expect(listedIds({ record: {} })).toBeNull();
    expect(listedIds(undefined)).toBeNull();
  });
});
