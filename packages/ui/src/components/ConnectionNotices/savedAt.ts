import { indiaWallClock, shortMonthNames } from '../../format';

/**
 * When the data on screen was fetched, as the offline notices say it: "26 Nov, 10:42" (day, short month,
 * 24-hour time in India Standard Time, like every instant the product shows). An invalid date gives ''.
 */
export function formatSavedAt(savedAt: Date): string {
  if (Number.isNaN(savedAt.getTime())) return '';
  const { day, month, time } = indiaWallClock(savedAt.getTime());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${shortMonthNames[month - 1]}, ${pad(time.hour)}:${pad(time.minute)}`;
}
