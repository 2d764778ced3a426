import { safeNextPath } from '../routing/paths';

/**
 * Checks for what comes back from browser storage: anything there may be from another version of the app, or
 * edited by hand, so each value is checked before a screen shows it or links to it.
 */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A moment, as milliseconds since 1970 (Date.getTime()). */
export const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A record id as the server's calls take it. */
export const isRecordId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A link on the app's own origin: a stored link never leads elsewhere (or runs `javascript:`). */
export const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && safeNextPath(value) !== null;

/** The items of a stored list that pass `read`, at most `max`: one bad item does not cost the others. */
export function listOf<T>(value: unknown, read: (item: unknown) => T | null, max: number): T[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(read)
    .filter((item): item is T => item !== null)
    .slice(0, max);
}
