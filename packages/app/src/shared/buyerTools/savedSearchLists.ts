import type { Resource, ResourceCall } from '../data/definitions';
import type { ParamsShape } from '../data/paramShapes';

/**
 * The lists a user can keep as a saved search, each with the params its calls accept. A saved search names its
 * list by key and params; only a list registered here, with params of its shape, is ever asked again from it.
 */
const lists = new Map<string, ParamsShape<unknown>>();

/** Registers a list resource a saved search may ask again (in the list's own data module). */
export function savedSearchList<P, R>(resource: Resource<P, R>, accepts: ParamsShape<P>): Resource<P, R> {
  lists.set(resource.key, accepts as ParamsShape<unknown>);
  return resource;
}

/**
 * A saved search's list call, read back from storage: the call itself when it names a list that can be saved with
 * params of the shape that list accepts; null for anything else (a submit, another query, params the list would
 * not make, a list of a release that no longer has it).
 */
export function savedSearchCall(stored: unknown): ResourceCall | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { key, params } = stored as { key?: unknown; params?: unknown };
  if (typeof key !== 'string') return null;
  return lists.get(key)?.(params) ? { key, params } : null;
}
