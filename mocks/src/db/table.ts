import { memoryStorage, type KeyValueStorage } from './storage';

const PREFIX = 'plastihub-demo-db:';
/**
 * Part of every storage key. Bump it when the seed's shape changes: keys of other versions are
 * removed when the demo starts, so old saved data is dropped instead of misread.
 */
const SCHEMA_VERSION = 2;
const VERSION_PREFIX = `${PREFIX}${SCHEMA_VERSION}:`;

/** What the demo tells the visitor when its saved data could not be used or kept. */
export const storageNotices = {
  damaged: 'Some saved demo data was damaged and has been reset to the sample data.',
  full: "This browser's storage is full: demo changes last only until the page is reloaded.",
} as const;

export interface Table<T extends { id: number }> {
  readonly name: string;
  all(): T[];
  find(id: number | string | null | undefined): T | undefined;
  where(predicate: (row: T) => boolean): T[];
  insert(row: Omit<T, 'id'>): T;
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined;
  remove(id: number): boolean;
  /** Forgets the cached rows: the next read takes them from storage again. */
  reload(): void;
  reset(): void;
}

export interface TableOptions<T> {
  /** A row of the right shape, for a table whose seed is empty: saved rows are checked against it. */
  example?: T;
}

export interface DemoDatabase {
  defineTable<T extends { id: number }>(name: string, seed: () => T[], options?: TableOptions<T>): Table<T>;
  /** Where the tables are kept from now on; removes the keys of other schema versions. */
  setPersistence(next: KeyValueStorage): void;
  /** Back to the seed: every table, and whatever else the demo saved under its prefix. */
  resetDatabase(): void;
  /** The message for the visitor about the saved data, or null when all is well. */
  storageNotice(): string | null;
  /** Calls back when the message changes; returns the unsubscribe function. */
  subscribeStorageNotice(listener: () => void): () => void;
}

type ValueKind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';

const kindOf = (value: unknown): ValueKind | 'other' => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'object' ? type : 'other';
};

/**
 * The columns of a table as its seed has them: the kinds each may hold, whether every row has it,
 * and whether the seed leaves it empty somewhere (then any value will do: its kind is not known).
 */
interface Shape {
  columns: Map<string, { kinds: Set<ValueKind>; always: boolean; open: boolean }>;
}

function shapeOf(sample: readonly object[]): Shape {
  const columns: Shape['columns'] = new Map();
  for (const row of sample) {
    for (const [column, value] of Object.entries(row)) {
      const entry = columns.get(column) ?? { kinds: new Set<ValueKind>(), always: true, open: false };
      const kind = kindOf(value);
      if (kind !== 'other') entry.kinds.add(kind);
      if (kind === 'null') entry.open = true;
      // A numeric column may be empty (an optional number on a form) even when no seed row is.
      if (kind === 'number') entry.kinds.add('null');
      columns.set(column, entry);
    }
  }
  for (const [column, entry] of columns) entry.always = sample.every((row) => column in row);
  return { columns };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Saved rows the handlers can rely on: a list of objects with distinct integer ids whose columns
 * hold what the seed's do. Anything else (bad JSON, `null`, `{}`, rows without ids, a text where a
 * number belongs) is null: the table is damaged.
 */
function parseRows<T>(text: string, shape: () => Shape): T[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const ids = new Set<number>();
  for (const row of value) {
    if (!isRecord(row) || typeof row.id !== 'number' || !Number.isSafeInteger(row.id) || ids.has(row.id))
      return null;
    ids.add(row.id);
    for (const [column, { kinds, always, open }] of shape().columns) {
      if (!(column in row)) {
        if (always) return null;
        continue;
      }
      const kind = kindOf(row[column]);
      if (kind === 'other' || !(open || kinds.has(kind))) return null;
    }
  }
  return value as T[];
}

export function createDemoDatabase(initial: KeyValueStorage = memoryStorage()): DemoDatabase {
  let storage = initial;
  let unsubscribe: () => void = () => {};
  const tables = new Map<string, Table<{ id: number }>>();
  /** Drops everything a table remembers of the previous storage. */
  const forgetters = new Set<() => void>();

  let notice: string | null = null;
  const listeners = new Set<() => void>();
  const tell = (message: string | null) => {
    if (notice === message) return;
    notice = message;
    for (const listener of listeners) listener();
  };

  const keyOf = (name: string) => `${VERSION_PREFIX}${name}`;

  function listen() {
    unsubscribe();
    unsubscribe =
      storage.subscribe?.((key) => {
        // Another tab wrote: read that table again before the next answer.
        if (key === null) for (const table of tables.values()) table.reload();
        else if (key.startsWith(VERSION_PREFIX)) tables.get(key.slice(VERSION_PREFIX.length))?.reload();
      }) ?? (() => {});
  }
  listen();

  function defineTable<T extends { id: number }>(
    name: string,
    seed: () => T[],
    options: TableOptions<T> = {},
  ): Table<T> {
    const key = keyOf(name);
    /** The rows as this tab last read or wrote them; null: read them from storage. */
    let rows: T[] | null = null;
    /** The stored text `rows` came from (null: nothing was stored, they are the seed). */
    let stored: string | null = null;
    /** A save failed (full storage): memory holds the truth until a save succeeds again. */
    let detached = false;
    let shape: Shape | undefined;
    const expected = () => (shape ??= shapeOf(options.example ? [options.example] : seed()));

    /** The rows in storage now, or the seed (and the visitor told) when what is there is damaged. */
    const read = (): T[] => {
      const saved = storage.get(key);
      if (rows && saved === stored) return rows;
      stored = saved;
      if (saved !== null) {
        const parsed = parseRows<T>(saved, expected);
        if (parsed) return (rows = parsed);
        storage.remove(key);
        stored = null;
        tell(storageNotices.damaged);
      }
      return (rows = seed());
    };
    /** Reads use the cached rows; another tab's write drops them (the `storage` event). */
    const load = (): T[] => rows ?? read();
    /** Writes start from what is stored now, so another tab's writes are kept, not overwritten. */
    const fresh = (): T[] => (detached ? load() : read());
    const save = (next: T[]) => {
      rows = next;
      const text = JSON.stringify(next);
      try {
        storage.set(key, text);
        stored = text;
        detached = false;
      } catch {
        // Full (QuotaExceededError) or blocked: this page keeps working from memory, and says so.
        detached = true;
        tell(storageNotices.full);
      }
    };

    const table: Table<T> = {
      name,
      all: () => [...load()],
      find: (id) =>
        id === null || id === undefined ? undefined : load().find((row) => row.id === Number(id)),
      where: (predicate) => load().filter(predicate),
      insert(row) {
        const current = fresh();
        const created = { ...row, id: current.reduce((max, r) => Math.max(max, r.id), 0) + 1 } as T;
        save([...current, created]);
        return created;
      },
      update(id, patch) {
        const current = fresh();
        const existing = current.find((row) => row.id === id);
        if (!existing) return undefined;
        const updated = { ...existing, ...patch };
        save(current.map((row) => (row === existing ? updated : row)));
        return updated;
      },
      remove(id) {
        const current = fresh();
        const next = current.filter((row) => row.id !== id);
        if (next.length === current.length) return false;
        save(next);
        return true;
      },
      reload() {
        if (!detached) rows = null;
      },
      reset() {
        storage.remove(key);
        rows = null;
        stored = null;
        detached = false;
      },
    };
    tables.set(name, table as unknown as Table<{ id: number }>);
    forgetters.add(() => {
      rows = null;
      stored = null;
      detached = false;
    });
    return table;
  }

  return {
    defineTable,
    setPersistence(next) {
      storage = next;
      for (const key of storage.keys())
        if (key.startsWith(PREFIX) && !key.startsWith(VERSION_PREFIX)) storage.remove(key);
      listen();
      for (const forget of forgetters) forget();
    },
    resetDatabase() {
      for (const key of storage.keys()) if (key.startsWith(PREFIX)) storage.remove(key);
      for (const table of tables.values()) table.reset();
      tell(null);
    },
    storageNotice: () => notice,
    subscribeStorageNotice(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The demo's one database; the seed files define their tables in it. */
const database = createDemoDatabase();

export const defineTable = database.defineTable;
export const setPersistence = database.setPersistence;
export const resetDatabase = database.resetDatabase;
export const demoStorageNotice = database.storageNotice;
export const subscribeDemoStorageNotice = database.subscribeStorageNotice;
