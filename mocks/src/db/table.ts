import { memoryStorage, type KeyValueStorage } from './storage';

const PREFIX = 'plastihub-demo-db:';
/** Bump when the seed's shape changes, so old saved demo data is dropped instead of misread. */
const SCHEMA_VERSION = 1;

let storage: KeyValueStorage = memoryStorage();
const tables = new Map<string, Table<{ id: number }>>();

export function setPersistence(next: KeyValueStorage) {
  storage = next;
  for (const table of tables.values()) table.reload();
}

export interface Table<T extends { id: number }> {
  readonly name: string;
  all(): T[];
  find(id: number | string | null | undefined): T | undefined;
  where(predicate: (row: T) => boolean): T[];
  insert(row: Omit<T, 'id'>): T;
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined;
  remove(id: number): boolean;
  reload(): void;
  reset(): void;
}

/**
 * A table of the demo database. Rows start from a deterministic seed, every write is saved,
 * and a reset puts the seed back.
 */
export function defineTable<T extends { id: number }>(name: string, seed: () => T[]): Table<T> {
  const key = `${PREFIX}${SCHEMA_VERSION}:${name}`;
  let rows: T[] | null = null;

  const load = (): T[] => {
    if (rows) return rows;
    const saved = storage.get(key);
    if (saved) {
      try {
        rows = JSON.parse(saved) as T[];
        return rows;
      } catch {
        storage.remove(key);
      }
    }
    rows = seed();
    return rows;
  };
  const save = () => storage.set(key, JSON.stringify(rows));

  const table: Table<T> = {
    name,
    all: () => [...load()],
    find: (id) => (id === null || id === undefined ? undefined : load().find((row) => row.id === Number(id))),
    where: (predicate) => load().filter(predicate),
    insert(row) {
      const current = load();
      const created = { ...row, id: current.reduce((max, r) => Math.max(max, r.id), 0) + 1 } as T;
      current.push(created);
      save();
      return created;
    },
    update(id, patch) {
      const current = load();
      const index = current.findIndex((row) => row.id === id);
      const existing = current[index];
      if (!existing) return undefined;
      const updated = { ...existing, ...patch };
      current[index] = updated;
      save();
      return updated;
    },
    remove(id) {
      const current = load();
      const index = current.findIndex((row) => row.id === id);
      if (index < 0) return false;
      current.splice(index, 1);
      save();
      return true;
    },
    reload() {
      rows = null;
    },
    reset() {
      storage.remove(key);
      rows = null;
    },
  };
  tables.set(name, table as unknown as Table<{ id: number }>);
  return table;
}

/** Back to the seed: every table, and whatever else the demo saved under its prefix. */
export function resetDatabase() {
  for (const key of storage.keys()) if (key.startsWith(PREFIX)) storage.remove(key);
  for (const table of tables.values()) table.reset();
}
