import { describe, expect, it } from 'vitest';
import { byNumber, byPrice, newestFirst, sortNamed, sortedItems } from './listingSorts';

interface Row {
  id: number | null;
  price: number | null;
}

const rows: Row[] = [
  { id: 2, price: 120 },
  { id: 5, price: null },
  { id: 1, price: 95 },
  { id: null, price: 95 },
];

describe('a list sorted in the browser', () => {
  it('puts the newest first by id, those without an id last', () => {
    expect(sortedItems(rows, newestFirst<Row>()).map((row) => row.id)).toEqual([5, 2, 1, null]);
  });

  it('sorts by price both ways, with unpriced listings last either way and ties in the server order', () => {
    const [low, high] = byPrice<Row>((row) => row.price);
    expect(sortedItems(rows, low).map((row) => row.id)).toEqual([1, null, 2, 5]);
    expect(sortedItems(rows, high).map((row) => row.id)).toEqual([2, 1, null, 5]);
  });

  it('leaves the server order alone without a sort, and never changes the list it was given', () => {
    const before = [...rows];
    expect(sortedItems(rows, undefined)).toBe(rows);
    sortedItems(rows, newestFirst<Row>());
    expect(rows).toEqual(before);
  });

  it('reads the sort from the URL, and only the sorts the list has', () => {
    const sorts = [newestFirst<Row>(), ...byPrice<Row>((row) => row.price)];
    expect(sortNamed('?trade_type=Scrap&sort=price-high', sorts)?.label).toBe('Price: high to low');
    expect(sortNamed('?sort=distance', sorts)).toBeUndefined();
    expect(sortNamed('', sorts)).toBeUndefined();
  });

  it('treats a value that is not a number as missing', () => {
    const compare = byNumber<{ value: number }>((row) => row.value, 'ascending');
    expect([{ value: Number.NaN }, { value: 3 }].sort(compare).map((row) => row.value)).toEqual([
      3,
      Number.NaN,
    ]);
  });
});
