import { displayTimeZone } from '../../format';

const savedAtFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: displayTimeZone,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When the data on screen was fetched, as the offline notices say it: "26 Nov, 10:42" (day, short month,
 * 24-hour time in India Standard Time, like every instant the product shows). An invalid date gives ''.
 * Assembled from the parts so the separators do not depend on the browser's locale data.
 */
export function formatSavedAt(savedAt: Date): string {
  if (Number.isNaN(savedAt.getTime())) return '';
  const parts = savedAtFormat.formatToParts(savedAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
}
