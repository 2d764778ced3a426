import { formatRupees, indiaWallClock, shortMonthNames } from '../../format';

export interface PricePoint {
  /** When the price was seen: an ISO date ("2026-11-26") or instant ("2026-11-26T10:42:00+05:30"). */
  date: string;
  price: number;
}

interface DatedPrice {
  time: number;
  price: number;
}

/** The points that can be drawn (a readable date, a finite price), oldest first. */
export function datedPrices(points: readonly PricePoint[]): DatedPrice[] {
  return points
    .map((point) => ({ time: Date.parse(point.date), price: point.price }))
    .filter((point) => Number.isFinite(point.time) && Number.isFinite(point.price))
    .sort((a, b) => a.time - b.time);
}

export interface ChartBox {
  width: number;
  height: number;
  /** Kept clear on every side so the line's width and the end dot are not cut off. */
  inset: number;
}

/**
 * Where each price sits in the box: across by date (a week without visits is a gap, not squeezed away), up by
 * price between the lowest and the highest. Equal prices run along the middle; points on one day stand in the
 * middle across.
 */
export function chartCoordinates(prices: readonly DatedPrice[], { width, height, inset }: ChartBox) {
  const times = prices.map((point) => point.time);
  const values = prices.map((point) => point.price);
  const [firstTime, lastTime] = [Math.min(...times), Math.max(...times)];
  const [lowest, highest] = [Math.min(...values), Math.max(...values)];
  const across = (time: number) =>
    lastTime === firstTime
      ? width / 2
      : inset + ((time - firstTime) / (lastTime - firstTime)) * (width - 2 * inset);
  const up = (price: number) =>
    highest === lowest ? height / 2 : inset + ((highest - price) / (highest - lowest)) * (height - 2 * inset);
  return prices.map((point) => ({ x: round(across(point.time)), y: round(up(point.price)) }));
}

const round = (value: number) => Math.round(value * 100) / 100;

/** "1 Nov", with the year only when the range crosses one ("20 Dec 2025"). In India Standard Time. */
function formatDay(time: number, withYear: boolean): string {
  const { day, month, year } = indiaWallClock(time);
  return `${day} ${shortMonthNames[month - 1]}${withYear ? ` ${year}` : ''}`;
}

const yearOf = (time: number) => indiaWallClock(time).year;

/**
 * What the chart shows, in words, for its accessible name:
 * "Prices seen from 1 Nov to 26 Nov: lowest Rs. 4,920, highest Rs. 5,120, latest Rs. 5,000".
 */
export function describePrices(prices: readonly DatedPrice[]): string {
  const first = prices[0];
  const latest = prices.at(-1);
  if (!first || !latest) return 'No prices recorded yet';
  const withYear = yearOf(first.time) !== yearOf(latest.time);
  const firstDay = formatDay(first.time, withYear);
  const lastDay = formatDay(latest.time, withYear);
  if (prices.length === 1) return `Price seen on ${firstDay}: ${formatRupees(first.price)}`;
  const values = prices.map((point) => point.price);
  const range = firstDay === lastDay ? `on ${firstDay}` : `from ${firstDay} to ${lastDay}`;
  return (
    `Prices seen ${range}: lowest ${formatRupees(Math.min(...values))}, ` +
    `highest ${formatRupees(Math.max(...values))}, latest ${formatRupees(latest.price)}`
  );
}
