/**
 * A list's orders, chosen in the browser (the spec's list calls take no order): the server's own order first
 * ("Relevance"), then what the kind's data offers (newest, price, capacity). Kept in the URL as `?sort=`, like the
 * filters, so a sorted list can be shared, reloaded and walked with Back.
 */
export interface ListingSort<Item> {
  /** The URL's value, e.g. `price-low`. */
  value: string;
  /** The choice as the Sort by menu says it, e.g. "Price: low to high". */
  label: string;
  compare: (a: Item, b: Item) => number;
}

export const SORT_PARAM = 'sort';

/** The server's own order: no `?sort=`. */
export const SERVER_ORDER_LABEL = 'Relevance';

type Direction = 'ascending' | 'descending';

/** Compares by a number; items without one (null, NaN) come last in either direction. */
export function byNumber<Item>(
  valueOf: (item: Item) => number | null | undefined,
  direction: Direction,
): (a: Item, b: Item) => number {
  return (a, b) => {
    const first = valueOf(a);
    const second = valueOf(b);
    const known = (value: number | null | undefined): value is number =>
      value !== null && value !== undefined && Number.isFinite(value);
    if (!known(first) || !known(second)) return Number(!known(first)) - Number(!known(second));
    return direction === 'ascending' ? first - second : second - first;
  };
}

/**
 * Newest first, by id. Assumption (the spec shows no listing dates on most lists): the server numbers listings
 * as they are added, so a larger id is a newer listing.
 */
export const newestFirst = <Item extends { id: number | null }>(): ListingSort<Item> => ({
  value: 'newest',
  label: 'Newest first',
  compare: byNumber((item) => item.id, 'descending'),
});

/** A low-to-high and a high-to-low sort by a price. */
export const byPrice = <Item>(priceOf: (item: Item) => number | null | undefined): ListingSort<Item>[] => [
  { value: 'price-low', label: 'Price: low to high', compare: byNumber(priceOf, 'ascending') },
  { value: 'price-high', label: 'Price: high to low', compare: byNumber(priceOf, 'descending') },
];

/** The sort a query names, if the list has it; anything else is the server's order. */
export function sortNamed<Item>(
  search: string,
  sorts: readonly ListingSort<Item>[],
): ListingSort<Item> | undefined {
  const value = new URLSearchParams(search).get(SORT_PARAM);
  return sorts.find((sort) => sort.value === value);
}

/** The items in the sort's order (a copy; equal items keep the server's order), or as they came without one. */
export function sortedItems<Item>(
  items: readonly Item[],
  sort: ListingSort<Item> | undefined,
): readonly Item[] {
  return sort ? [...items].sort(sort.compare) : items;
}
