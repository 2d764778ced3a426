import { describe, expect, it } from 'vitest';
import { MAX_RECENTLY_VIEWED, recordView } from './recentlyViewed';
import type { ListingItem, ListingRef } from './listingItem';

const listing = (id: string, kind = 'trade'): ListingRef => ({
  kind,
  id,
  title: `Listing ${id}`,
  path: `/details?id=${id}`,
});
const at = (minute: number) => new Date(2025, 0, 15, 10, minute);

const viewed = (...refs: ListingRef[]) =>
  refs.reduce<readonly ListingItem[]>((list, ref, minute) => recordView(list, ref, at(minute)), []);

const ids = (list: readonly ListingItem[]) => list.map((item) => `${item.kind} ${item.id}`);

describe('recently viewed listings', () => {
  it('lists the latest opened first, each once, with the time it was last opened', () => {
    const list = viewed(listing('1'), listing('2'), listing('1', 'material'), listing('1'));
    expect(ids(list)).toEqual(['trade 1', 'material 1', 'trade 2']);
    expect(list[0]?.savedAt).toBe(at(3).getTime());
  });

  it(`keeps the last ${MAX_RECENTLY_VIEWED}`, () => {
    const list = viewed(
      ...Array.from({ length: MAX_RECENTLY_VIEWED + 5 }, (_, index) => listing(String(index))),
    );
    expect(list).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(list[0]?.id).toBe('24');
    expect(list.at(-1)?.id).toBe('5');
  });
});
