import { describe, expect, it } from 'vitest';
import {
  MAX_SHORTLIST,
  addToShortlist,
  groupByKind,
  isSaved,
  markGone,
  removeFromShortlist,
  toggleShortlist,
} from './shortlist';
import { readListingItem, type ListingItem, type ListingRef } from './listingItem';

const listing = (id: string, kind = 'trade'): ListingRef => ({
  kind,
  id,
  title: `Listing ${id}`,
  path: `/details?id=${id}`,
});
const at = (minute: number) => new Date(2025, 0, 15, 10, minute);

const saved = (...refs: ListingRef[]): readonly ListingItem[] =>
  refs.reduce<readonly ListingItem[]>((list, ref, minute) => {
    const result = addToShortlist(list, ref, at(minute));
    if (!result.ok) throw new Error(result.message);
    return result.value;
  }, []);

const titles = (list: readonly ListingItem[]) => list.map((item) => item.title);

describe('the shortlist', () => {
  it('saves a listing once, newest first, with the time it was saved', () => {
    const list = saved(listing('1'), listing('2'), listing('1'));
    expect(titles(list)).toEqual(['Listing 2', 'Listing 1']);
    expect(list[1]).toEqual({ ...listing('1'), savedAt: at(0).getTime() });
  });

  it('tells listings of different kinds with the same id apart', () => {
    const list = saved(listing('1', 'trade'), listing('1', 'injection'));
    expect(list).toHaveLength(2);
    expect(isSaved(list, { kind: 'injection', id: '1' })).toBe(true);
    expect(isSaved(list, { kind: 'extruder', id: '1' })).toBe(false);
    expect(removeFromShortlist(list, { kind: 'trade', id: '1' })).toEqual([list[0]]);
  });

  it('marks a listing its page no longer finds as gone, keeps it until removed, and reads the mark back', () => {
    const list = markGone(saved(listing('1'), listing('2')), listing('1'));
    expect(list.map((item) => item.gone)).toEqual([undefined, true]);
    expect(markGone(list, listing('1'))).toBe(list);
    expect(markGone(list, listing('9'))).toBe(list);
    expect(readListingItem(JSON.parse(JSON.stringify(list[1])))).toEqual(list[1]);
    expect(readListingItem({ ...list[0], gone: 'yes' })).toEqual(list[0]);
  });

  it('toggles a listing in and out', () => {
    const added = toggleShortlist([], listing('1'), at(0));
    expect(added.ok && isSaved(added.value, listing('1'))).toBe(true);
    const removed = added.ok && toggleShortlist(added.value, listing('1'), at(1));
    expect(removed).toEqual({ ok: true, value: [] });
  });

  it(`refuses a listing past ${MAX_SHORTLIST}, with a message, and still removes one`, () => {
    const full = saved(...Array.from({ length: MAX_SHORTLIST }, (_, index) => listing(String(index))));
    expect(toggleShortlist(full, listing('new'), at(0))).toEqual({
      ok: false,
      message: 'Your shortlist holds up to 100 listings. Remove one to save this listing.',
    });
    const removed = toggleShortlist(full, listing('3'), at(0));
    expect(removed.ok && removed.value).toHaveLength(MAX_SHORTLIST - 1);
  });

  it('groups by kind in the order given, other kinds after by name, latest saved first in a group', () => {
    const list = saved(
      listing('1', 'material'),
      listing('2', 'trade'),
      listing('3', 'zebra'),
      listing('4', 'material'),
      listing('5', 'apple'),
    );
    const groups = groupByKind(list, ['trade', 'injection', 'material']);
    expect(groups.map((group) => [group.kind, titles(group.items)])).toEqual([
      ['trade', ['Listing 2']],
      ['material', ['Listing 4', 'Listing 1']],
      ['apple', ['Listing 5']],
      ['zebra', ['Listing 3']],
    ]);
  });
});
