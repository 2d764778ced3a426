import { chartCoordinates, datedPrices, describePrices, type PricePoint } from './priceLine';
import * as styles from './Sparkline.css';

export interface SparklineProps {
  /** Prices with the date each was seen, in any order; points without a readable date or price are left out. */
  points: readonly PricePoint[];
  /**
   * In CSS pixels. The chart, and the text shown without prices, keep this size.
   * @default 160
   */
  width?: number;
  /**
   * In CSS pixels; see `width`.
   * @default 40
   */
  height?: number;
}

const dotRadius = 3;

/**
 * A small line chart of prices over time, drawn as inline SVG: the line, and a dot on the latest price. Its
 * accessible name says the dates, the lowest, the highest and the latest price. Without any price it shows the
 * text "No prices recorded yet" in the chart's place, at the chart's size; one price is a dot, equal prices a
 * flat line through the middle.
 *
 * Across is by date (days without a price stay a gap), up is by price. As the empty text takes the chart's
 * size, nothing moves when the first price arrives.
 */
export function Sparkline({ points, width = 160, height = 40 }: SparklineProps) {
  const prices = datedPrices(points);
  const description = describePrices(prices);
  if (prices.length === 0) {
    return (
      <span className={styles.empty} style={{ width, height }}>
        {description}
      </span>
    );
  }
  const coordinates = chartCoordinates(prices, { width, height, inset: dotRadius + 1 });
  const latest = coordinates.at(-1);
  return (
    <svg
      role="img"
      aria-label={description}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={styles.chart}
    >
      {coordinates.length > 1 && (
        <polyline className={styles.line} points={coordinates.map(({ x, y }) => `${x},${y}`).join(' ')} />
      )}
      {latest && <circle className={styles.latest} cx={latest.x} cy={latest.y} r={dotRadius} />}
    </svg>
  );
}
