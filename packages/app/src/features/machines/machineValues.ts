import { formatNumber } from '@plastihub/ui';

// How a machine's own values read, for buyers' and sellers' pages alike.

/** "150 Ton"; nothing for a value the server left out. */
export const withUnit = (value: number | null | undefined, unit?: string) =>
  value === null || value === undefined
    ? null
    : unit
      ? `${formatNumber(value)} ${unit}`
      : formatNumber(value);

/** "450 x 450"; nothing unless both are given. */
export const dimensions = (length: unknown, width: unknown) =>
  typeof length === 'number' && typeof width === 'number'
    ? `${formatNumber(length)} x ${formatNumber(width)}`
    : null;

/** The spec or field of a kind's module by its name (the module's types let its rows name only its own). */
export function named<T>(entries: Readonly<Record<string, T>>, key: string, kind: string): T {
  const entry = entries[key];
  if (entry === undefined) throw new Error(`The ${kind} machine kind has no ${key}`);
  return entry;
}
