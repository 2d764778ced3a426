/**
 * Dates as the product shows them: day-month-year ("21-11-2026"), with a 12-hour time variant
 * ("21-11-2026 06:40 PM").
 *
 * Accepted input:
 * - server wall-clock strings "YYYY-MM-DD", "YYYY-MM-DD HH:mm" and "YYYY-MM-DD HH:mm:ss" (also with "T"):
 *   shown exactly as written, never shifted by the viewer's time zone;
 * - instants (ISO strings ending in "Z" or an offset such as "+05:30", and Date objects): shown in
 *   India Standard Time, the market the product serves, so every viewer reads the same date.
 * Anything else (null, "", "0000-00-00", "31-02-2026", "yesterday") gives ''.
 */

export type DateInput = string | Date | null | undefined;

/**
 * India has kept one offset, UTC+05:30, all year since 1945 (no daylight saving), so an instant's wall clock
 * there is arithmetic. An `Intl.DateTimeFormat` with a `timeZone` loads the browser's time-zone data on the main
 * thread when a page makes its first one (docs/first-load.md, "Decisions").
 */
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** The short month names as `en-IN` writes them ("Sept", not "Sep"). */
export const shortMonthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** An instant (ms since the epoch, finite) as the date and 24-hour time it was in India. */
export function indiaWallClock(time: number): Required<DateParts> {
  const shifted = new Date(time + indiaOffsetMs);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    time: { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() },
  };
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  /** Absent for date-only input. */
  time?: { hour: number; minute: number };
}

const wallClock = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function parseWallClock(value: string): DateParts | undefined {
  const match = wallClock.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((group) => Number(group ?? 0));
  if (!year || !month || !day || !isRealDate(year, month, day)) return undefined;
  if (match[4] === undefined) return { year, month, day };
  if (hour === undefined || minute === undefined || hour > 23 || minute > 59 || (second ?? 0) > 59) {
    return undefined;
  }
  return { year, month, day, time: { hour, minute } };
}

function partsOfInstant(instant: Date): DateParts | undefined {
  return Number.isNaN(instant.getTime()) ? undefined : indiaWallClock(instant.getTime());
}

function toParts(value: DateInput): DateParts | undefined {
  if (value instanceof Date) return partsOfInstant(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (withOffset.test(trimmed)) return partsOfInstant(new Date(trimmed));
  return parseWallClock(trimmed);
}

const pad = (n: number) => String(n).padStart(2, '0');

const dayMonthYear = ({ day, month, year }: DateParts) => `${pad(day)}-${pad(month)}-${year}`;

/** "2026-11-21 18:40:00" -> "21-11-2026"; invalid -> ''. */
export function formatDate(value: DateInput): string {
  const parts = toParts(value);
  return parts ? dayMonthYear(parts) : '';
}

/**
 * "2026-11-21 18:40:00" -> "21-11-2026 06:40 PM"; invalid -> ''.
 * Date-only input has no time to show, so it gives the date alone rather than a made-up midnight.
 */
export function formatDateTime(value: DateInput): string {
  const parts = toParts(value);
  if (!parts) return '';
  if (!parts.time) return dayMonthYear(parts);
  const { hour, minute } = parts.time;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${dayMonthYear(parts)} ${pad(hour12)}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}
