import type { UploadOptions } from '@plastihub/api-client';

/**
 * The typed, declarative data layer: what RTK Query does, in this app's words
 * (docs/architecture.md, "The data layer's contract").
 *
 * - A **resource** (`defineResource(key, loader)`, RTK Query's query endpoint) is data a screen shows. Its cache
 *   entry is the key plus the params (`cacheIdOf`: the params as JSON with sorted keys). Each entry has at most one
 *   request in flight; asking again joins it, other params run beside it. A fresh answer (FRESH_MS) is shown
 *   without asking; an older one stays on screen while it is refreshed. A GET that met a network failure is
 *   asked once more before the failure shows.
 * - A **subscription** is a mounted view (`useResource`, `useResourceList`, `useResourceGroup`,
 *   `usePolledResource`). While an entry has one it is kept, refreshed on invalidation and asked again when the
 *   browser comes back online; once it has none it is removed after its keep-unused time (KEEP_UNUSED_MS, or
 *   the resource's `keepUnusedForMs`), preloads included.
 * - A **mutation** (`defineMutation(key, submit)`, used through `useMutation`) is a form's submit. Its state belongs
 *   to that form instance and goes when it unmounts; one submit per form at a time, a second is refused and
 *   the form says so. `secret` and `upload` params never enter an action or the store.
 * - An **invalidation** (a mutation's `invalidates`, RTK Query's `invalidatesTags`) refreshes every mounted view
 *   of those keys and removes their other entries.
 * - A **session change** (`sessionChanged`) drops every entry, form state and waiting secret, and aborts every
 *   query, mutation and upload in flight: nothing loaded or sent for one user reaches the next.
 */
export type Loader<P, R> = (params: P, options?: UploadOptions) => Promise<R>;

/**
 * Params travel in actions and make cache ids, so they are plain JSON data (strings, numbers, booleans, null,
 * arrays and plain objects): the store's serialisable check rejects anything else in development.
 */
export type Params = unknown;

declare const resultType: unique symbol;

export interface Resource<P, R> {
  readonly kind: 'resource';
  readonly key: string;
  /** Only carries the types; never set. */
  readonly [resultType]?: (params: P) => R;
}

export interface Mutation<P, R> {
  readonly kind: 'mutation';
  readonly key: string;
  /** Its params (passwords, OTPs) never enter an action or the store: they wait in memory for the saga. */
  readonly secret: boolean;
  /** Sends files: the form shows the upload's progress (FormState.progress). */
  readonly upload: boolean;
  readonly [resultType]?: (params: P) => R;
}

// Each definition stores its function under its key, queries and submits apart: a query is only ever asked
// through the query table, so data that names a key (an action, stored data) can never send a submit.
// The registries are the only untyped place; only the sagas read them (with the params the typed definition
// accepted).
const loaders = new Map<string, Loader<never, unknown>>();
const submits = new Map<string, Loader<never, unknown>>();
const keepUnused = new Map<string, number>();

/** How long an entry nobody shows stays cached (RTK Query's `keepUnusedDataFor`), unless a resource says. */
export const KEEP_UNUSED_MS = 60_000;

function register(table: Map<string, Loader<never, unknown>>, key: string, load: Loader<never, unknown>) {
  const taken = loaders.get(key) ?? submits.get(key);
  if (taken && taken !== load) {
    throw new Error(`Duplicate data key "${key}"`);
  }
  table.set(key, load);
}

export function defineResource<P, R>(
  key: string,
  load: Loader<P, R>,
  options: { keepUnusedForMs?: number } = {},
): Resource<P, R> {
  register(loaders, key, load);
  if (options.keepUnusedForMs !== undefined) keepUnused.set(key, options.keepUnusedForMs);
  return { kind: 'resource', key };
}

/** The saga's look-up: how long an entry of `key` stays once no view shows it. */
export const keepUnusedForMs = (key: string): number => keepUnused.get(key) ?? KEEP_UNUSED_MS;

export function defineMutation<P, R>(
  key: string,
  submit: Loader<P, R>,
  options: { secret?: boolean; upload?: boolean } = {},
): Mutation<P, R> {
  register(submits, key, submit);
  // Files are not plain data: an upload's params wait outside the store like a secret's.
  const upload = options.upload ?? false;
  return { kind: 'mutation', key, secret: (options.secret ?? false) || upload, upload };
}

// Secret params by ticket: the action carries the ticket, the saga takes the params out (once). A ticket lives
// only until its submit runs or is refused, or the session changes (dropSecrets).
const secrets = new Map<string, unknown>();
let lastTicket = 0;

export function keepSecret(params: unknown): string {
  lastTicket += 1;
  const ticket = `secret-${lastTicket}`;
  secrets.set(ticket, params);
  return ticket;
}

export function takeSecret(ticket: string): unknown {
  const params = secrets.get(ticket);
  secrets.delete(ticket);
  return params;
}

/** The session changed: no secret typed under the previous one may be sent under the next. */
export function dropSecrets(): void {
  secrets.clear();
}

/** How many secrets wait for their submit (tests check that none is left behind). */
export const secretsWaiting = (): number => secrets.size;

/** The query saga's look-up: the loader a resource registered under `key` (never a submit). */
export function loaderOf(key: string): Loader<Params, unknown> {
  const load = loaders.get(key);
  if (!load) throw new Error(`Unknown data key "${key}"`);
  // The action's params were typed against this key's definition when it was dispatched.
  return load as Loader<Params, unknown>;
}

/** The submit saga's look-up: the function a mutation registered under `key`. */
export function submitOf(key: string): Loader<Params, unknown> {
  const submit = submits.get(key);
  if (!submit) throw new Error(`Unknown submit "${key}"`);
  return submit as Loader<Params, unknown>;
}

/** JSON with every object's keys sorted: the same params written in another order are the same params. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

/**
 * Cached answers are kept per definition and params (RTK Query's `queryCacheKey`): the same key with other filters
 * is another entry, the same params in another order the same one.
 */
export const cacheIdOf = (key: string, params: Params): string => `${key} ${stableJson(params)}`;

/** A request as plain data: what a route preload returns and the resources saga receives. */
export interface ResourceCall {
  key: string;
  params: Params;
}

export function callOf<P, R>(resource: Resource<P, R>, params: P): ResourceCall {
  return { key: resource.key, params };
}
