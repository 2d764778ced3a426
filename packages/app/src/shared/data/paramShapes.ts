/**
 * Checks of a call's params read back from stored data (a saved search's list call): the shape a call accepts,
 * exactly, so that a stored record that was tampered with or made by an older release is not sent.
 */
export type ParamsShape<P> = (value: unknown) => value is P;

/** More values than a filter keeps (urlFilters: 50) is not a list the app made. */
const MAX_VALUES = 50;
/** Longer than a search box takes is not a keyword the app made. */
const MAX_TEXT = 200;

export const anId: ParamsShape<number> = (value): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

export const aText: ParamsShape<string> = (value): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT;

export const oneOf =
  <T extends string>(choices: readonly T[]): ParamsShape<T> =>
  (value): value is T =>
    choices.some((choice) => choice === value);

export const listOf =
  <T>(item: ParamsShape<T>): ParamsShape<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.length <= MAX_VALUES && value.every(item);

export const orNull =
  <T>(item: ParamsShape<T>): ParamsShape<T | null> =>
  (value): value is T | null =>
    value === null || item(value);

/** A plain object with exactly these fields, each of its shape. */
export const exactly =
  <T extends object>(fields: { [K in keyof T]-?: ParamsShape<T[K]> }): ParamsShape<T> =>
  (value): value is T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    const checks = Object.entries(fields) as Array<[string, ParamsShape<unknown>]>;
    return (
      Object.keys(record).length === checks.length && checks.every(([name, check]) => check(record[name]))
    );
  };
