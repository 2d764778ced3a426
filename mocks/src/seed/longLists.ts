/**
 * Long lists for measuring and testing (issue 56): a real marketplace holds hundreds of listings per trade type or
 * machine kind, the demo's seed a dozen or two. With a count set, the trade products of each trade type, the
 * public machines of each kind and purpose and the jobs of each country type are made up to that many, from copies of the seed's own rows (new ids,
 * numbered names). Not part of the product: the demo sets it from `?mock-listings=600`, the mock server from
 * MOCK_LISTINGS=600.
 */

/** The count asked for, or null for the seed as it is. */
let perList: number | null = null;
const listeners = new Set<() => void>();

/** How many listings each list holds when asked for long lists; null: the seed's own. */
export const listingsPerList = (): number | null => perList;

/** A count of 1 to 5,000 from text ("600"), or null. */
export function parseListingCount(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= 5000 ? count : null;
}

/**
 * Sets the count (null: the seed's own). The tables that use it seed again when it changes, unless `reseed` is
 * false: the demo, loading a page, restores the count its saved tables were made with.
 */
export function setListingsPerList(count: number | null, { reseed = true } = {}) {
  if (count === perList) return;
  perList = count;
  if (reseed) for (const listener of listeners) listener();
}

/** Calls back when the count changes (a table resets itself, so its next read seeds again). */
export function onListingCountChange(listener: () => void) {
  listeners.add(listener);
}

/**
 * The rows, with each group (`groupOf`) of the rows `counted` made up to the count by copies of that group's rows
 * (ids after the largest, names numbered by `copy`). Groups are in the order their first row comes.
 */
export function padGroupsToListingCount<T extends { id: number }>(
  rows: T[],
  {
    counted,
    groupOf,
    copy,
  }: {
    counted: (row: T) => boolean;
    groupOf: (row: T) => string;
    copy: (row: T, id: number, number: number) => T;
  },
): T[] {
  const count = perList;
  if (count === null) return rows;
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (!counted(row)) continue;
    const key = groupOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let nextId = rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const copies: T[] = [];
  for (const group of groups.values()) {
    for (let index = group.length; index < count; index += 1) {
      const model = group[index % group.length]!;
      copies.push(copy(model, nextId, index + 1));
      nextId += 1;
    }
  }
  return [...rows, ...copies];
}
