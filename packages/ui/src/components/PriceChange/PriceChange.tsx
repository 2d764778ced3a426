import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { summarisePriceChange } from './priceSummary';
import * as styles from './PriceChange.css';

export interface PriceChangeProps {
  /** The price seen before, in rupees. */
  previous: number;
  /** The price now, in rupees. */
  current: number;
}

const arrows = { up: '▲', down: '▼' } as const;
const spoken = { up: 'Up', down: 'Down' } as const;

/**
 * The change between two prices: "▲ Rs. 120 (2.4%)", "▼ Rs. 80 (1.6%)" or "No change". The colour is never the
 * only signal: an arrow shows the direction, and a screen reader hears "Up" or "Down" in its place.
 *
 * The percent is of the previous price. It is tinted for a buyer: a rise in the critical colour (it costs
 * more), a fall in the success colour.
 */
export function PriceChange({ previous, current }: PriceChangeProps) {
  const { direction, amount, percent } = summarisePriceChange(previous, current);
  if (direction === 'none') return <span className={styles.change({ direction })}>No change</span>;
  return (
    <span className={styles.change({ direction })}>
      <span aria-hidden="true">{arrows[direction]} </span>
      <span className={visuallyHidden}>{spoken[direction]} </span>
      {amount}
      {percent && ` (${percent})`}
    </span>
  );
}
