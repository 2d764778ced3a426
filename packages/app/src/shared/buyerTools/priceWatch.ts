import { isAppPath, isRecord, isRecordId, isText, listOf } from './storedValues';
import { done, refused, type ToolResult } from './toolResult';

/** A material's price in a city, watched: which one, and how to show and open it. */
export interface WatchTarget {
  materialId: number;
  brandId?: number;
  /** The city the price is for, as the material screens name it. */
  city: string;
  title: string;
  /** The material's page, with the query that opens it for this city. */
  path: string;
}

/** A price the user saw, on a day of their calendar (YYYY-MM-DD, local time). */
export interface PricePoint {
  date: string;
  price: number;
}

export interface PriceWatch extends WatchTarget {
  /** Oldest first, one a day. */
  prices: readonly PricePoint[];
}

export const MAX_PRICE_WATCHES = 50;
/** How far back recorded prices are kept (and charted). */
export const PRICE_HISTORY_DAYS = 90;

/** One material in one city is one watch (the city as the user may have typed it: any case). */
const sameWatch = (
  a: Pick<WatchTarget, 'materialId' | 'city'>,
  b: Pick<WatchTarget, 'materialId' | 'city'>,
) => a.materialId === b.materialId && a.city.toLocaleLowerCase('en-IN') === b.city.toLocaleLowerCase('en-IN');

export const findWatch = (
  watches: readonly PriceWatch[],
  target: Pick<WatchTarget, 'materialId' | 'city'>,
): PriceWatch | undefined => watches.find((watch) => sameWatch(watch, target));

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day of `now` on the user's calendar, YYYY-MM-DD. */
const localDay = (now: Date) =>
  `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;

const daysBefore = (now: Date, days: number) =>
  localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));

const isPrice = (price: unknown): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

/**
 * The user saw the watched price today: it is the day's price (a later look replaces an earlier one), and
 * prices older than PRICE_HISTORY_DAYS go. No price (zero, not a number) records nothing.
 */
export function recordPrice(watch: PriceWatch, price: number, now: Date): PriceWatch {
  if (!isPrice(price)) return watch;
  const today = localDay(now);
  const oldest = daysBefore(now, PRICE_HISTORY_DAYS);
  const prices = [...watch.prices.filter((point) => point.date !== today), { date: today, price }]
    .filter((point) => point.date >= oldest)
    .sort((a, b) => a.date.localeCompare(b.date));
  return { ...watch, prices };
}

/** Records the price seen on the watch of this material and city, if the user watches it. */
export const recordSeenPrice = (
  watches: readonly PriceWatch[],
  target: Pick<WatchTarget, 'materialId' | 'city'>,
  price: number,
  now: Date,
): readonly PriceWatch[] =>
  watches.map((watch) => (sameWatch(watch, target) ? recordPrice(watch, price, now) : watch));

/** Watches the price (the one on screen, if there is one, is its first record); a watched price stays as it is. */
export function addWatch(
  watches: readonly PriceWatch[],
  target: WatchTarget,
  seen?: { price: number; now: Date },
): ToolResult<readonly PriceWatch[]> {
  if (findWatch(watches, target)) return done(watches);
  if (watches.length >= MAX_PRICE_WATCHES)
    return refused(`You can watch up to ${MAX_PRICE_WATCHES} prices. Stop watching one to watch this price.`);
  const watch: PriceWatch = { ...target, prices: [] };
  return done([...watches, seen ? recordPrice(watch, seen.price, seen.now) : watch]);
}

export const removeWatch = (
  watches: readonly PriceWatch[],
  target: Pick<WatchTarget, 'materialId' | 'city'>,
): readonly PriceWatch[] => watches.filter((watch) => !sameWatch(watch, target));

/**
 * The change since the last visit: the price of the latest day and of the day before it that has one; null
 * until prices were seen on two days.
 */
export function changeSinceLastVisit(
  prices: readonly PricePoint[],
): { previous: PricePoint; current: PricePoint } | null {
  const [previous, current] = prices.slice(-2);
  return previous && current ? { previous, current } : null;
}

function readPricePoint(value: unknown): PricePoint | null {
  if (!isRecord(value)) return null;
  const { date, price } = value;
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && isPrice(price)
    ? { date, price }
    : null;
}

export function readPriceWatch(value: unknown): PriceWatch | null {
  if (!isRecord(value)) return null;
  const { materialId, brandId, city, title, path, prices } = value;
  if (!isRecordId(materialId) || !isText(city) || typeof title !== 'string' || !isAppPath(path)) return null;
  if (brandId !== undefined && !isRecordId(brandId)) return null;
  const watch: PriceWatch = {
    materialId,
    city,
    title,
    path,
    // At most one a day for the kept days and today: the latest.
    prices: listOf(prices, readPricePoint, Number.POSITIVE_INFINITY)
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(-(PRICE_HISTORY_DAYS + 1)),
  };
  return brandId === undefined ? watch : { ...watch, brandId };
}
