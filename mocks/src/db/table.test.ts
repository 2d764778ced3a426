import { describe, expect, it, vi } from 'vitest';
import { fakeLocalStorage } from './fakeLocalStorage';
import { browserStorage } from './storage';
import { createDemoDatabase, storageNotices } from './table';

interface PackageRow {
  id: number;
  name: string;
  price: number;
}

const KEY = 'plastihub-demo-db:2:packages';
const seed = (): PackageRow[] => [
  { id: 1, name: 'Starter', price: 499 },
  { id: 2, name: 'Growth', price: 1099 },
];

/** A tab of the demo: its own database over the shared localStorage, with one table. */
function openTab(shared: ReturnType<typeof fakeLocalStorage>, options?: { events?: boolean }) {
  const db = createDemoDatabase();
  const packages = db.defineTable<PackageRow>('packages', seed);
  db.setPersistence(shared.tab(options).storage);
  return { db, packages };
}

const stored = (shared: ReturnType<typeof fakeLocalStorage>) =>
  JSON.parse(shared.data.get(KEY) ?? 'null') as PackageRow[] | null;

describe('the demo database in localStorage', () => {
  it('keeps what was saved', () => {
    const shared = fakeLocalStorage();
    shared.data.set(KEY, JSON.stringify([{ id: 7, name: 'Saved', price: 1 }]));
    const { db, packages } = openTab(shared);
    expect(packages.all()).toEqual([{ id: 7, name: 'Saved', price: 1 }]);
    expect(db.storageNotice()).toBeNull();
  });

  it.each([
    ['invalid JSON', '{"id": 1,'],
    ['null', 'null'],
    ['an object', '{}'],
    ['a text', '"rows"'],
    ['rows that are not objects', '[1, 2]'],
    ['a row without an id', '[{"name": "Starter", "price": 499}]'],
    ['an id that is not a number', '[{"id": "1", "name": "Starter", "price": 499}]'],
    ['two rows with one id', '[{"id": 1, "name": "A", "price": 1}, {"id": 1, "name": "B", "price": 2}]'],
    ['a column of the wrong type', '[{"id": 1, "name": "Starter", "price": "cheap"}]'],
    ['a missing column (an older shape)', '[{"id": 1, "name": "Starter"}]'],
  ])('reseeds a table saved as %s and tells the visitor', (_case, saved) => {
    const shared = fakeLocalStorage();
    shared.data.set(KEY, saved);
    const { db, packages } = openTab(shared);
    const told = vi.fn();
    db.subscribeStorageNotice(told);

    expect(packages.all()).toEqual(seed());
    expect(packages.find(2)?.name).toBe('Growth');
    expect(shared.data.has(KEY)).toBe(false);
    expect(db.storageNotice()).toBe(storageNotices.damaged);
    expect(told).toHaveBeenCalledTimes(1);

    // Writes work on the fresh seed, and a reset clears the message.
    packages.insert({ name: 'Business', price: 2399 });
    expect(stored(shared)?.map((row) => row.id)).toEqual([1, 2, 3]);
    db.resetDatabase();
    expect(db.storageNotice()).toBeNull();
  });

  it('removes the keys of other schema versions when it starts, and nothing else', () => {
    const shared = fakeLocalStorage();
    shared.data.set('plastihub-demo-db:0:packages', '[]');
    shared.data.set('plastihub-demo-db:1:packages', '[]');
    shared.data.set('plastihub-demo-db:packages', '[]');
    shared.data.set(KEY, JSON.stringify(seed()));
    shared.data.set('plastihub.token', 'demo-1');
    openTab(shared);
    expect([...shared.data.keys()].sort()).toEqual([KEY, 'plastihub.token']);
  });

  it('keeps working from memory when the storage is full, says so, and saves again once there is room', () => {
    const shared = fakeLocalStorage();
    const { db, packages } = openTab(shared);
    shared.full = true;

    const created = packages.insert({ name: 'Business', price: 2399 });
    expect(packages.find(created.id)).toEqual(created);
    expect(packages.update(1, { price: 450 })?.price).toBe(450);
    expect(packages.all()).toHaveLength(3);
    expect(db.storageNotice()).toBe(storageNotices.full);
    expect(shared.data.has(KEY)).toBe(false);

    shared.full = false;
    packages.remove(2);
    expect(stored(shared)).toEqual([
      { id: 1, name: 'Starter', price: 450 },
      { id: 3, name: 'Business', price: 2399 },
    ]);
  });

  it('treats a blocked localStorage (a privacy setting) as empty instead of failing', () => {
    const db = createDemoDatabase();
    const packages = db.defineTable<PackageRow>('packages', seed);
    db.setPersistence(
      browserStorage(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    );
    expect(packages.all()).toEqual(seed());
    expect(packages.insert({ name: 'Business', price: 2399 }).id).toBe(3);
    expect(packages.all()).toHaveLength(3);
  });

  describe('two tabs', () => {
    it("keep each other's inserts, updates and removals", () => {
      const shared = fakeLocalStorage();
      const a = openTab(shared);
      const b = openTab(shared);
      expect(a.packages.all()).toHaveLength(2);
      expect(b.packages.all()).toHaveLength(2);

      const fromA = a.packages.insert({ name: 'From A', price: 1 });
      const fromB = b.packages.insert({ name: 'From B', price: 2 });
      expect(fromB.id).not.toBe(fromA.id);
      a.packages.update(1, { price: 400 });
      b.packages.remove(2);

      const expected = [
        { id: 1, name: 'Starter', price: 400 },
        { id: 3, name: 'From A', price: 1 },
        { id: 4, name: 'From B', price: 2 },
      ];
      expect(stored(shared)).toEqual(expected);
      // Each tab reads the other's writes too (the `storage` event drops its cached rows).
      expect(a.packages.all()).toEqual(expected);
      expect(b.packages.all()).toEqual(expected);
    });

    it('do not overwrite a write whose storage event has not arrived yet', () => {
      const shared = fakeLocalStorage();
      const a = openTab(shared);
      const slow = openTab(shared, { events: false });
      expect(slow.packages.all()).toHaveLength(2);

      a.packages.insert({ name: 'From A', price: 1 });
      slow.packages.insert({ name: 'From the slow tab', price: 2 });
      expect(stored(shared)?.map((row) => row.name)).toEqual([
        'Starter',
        'Growth',
        'From A',
        'From the slow tab',
      ]);
    });

    it("follow the other tab's reset", () => {
      const shared = fakeLocalStorage();
      const a = openTab(shared);
      const b = openTab(shared);
      b.packages.insert({ name: 'From B', price: 2 });
      expect(a.packages.all()).toHaveLength(3);
      b.db.resetDatabase();
      expect(a.packages.all()).toEqual(seed());
    });
  });
});
