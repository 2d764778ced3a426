import { formatNumber, formatRupees } from '../../format';

export type PriceDirection = 'up' | 'down' | 'none';

export interface PriceChangeSummary {
  direction: PriceDirection;
  /** The size of the change, without a sign: "Rs. 120". Empty when there is none. */
  amount: string;
  /** The change against the previous price: "2.4%", "<0.1%"; null when there is none or nothing to divide by. */
  percent: string | null;
}

/**
 * How a price moved, in rupees and percent of the previous price. Changes are counted in whole paise, so
 * 118.6 after 118.5 is "Rs. 0.10" and float noise (0.1 + 0.2) is no change.
 */
export function summarisePriceChange(previous: number, current: number): PriceChangeSummary {
  const paise = Math.round(current * 100) - Math.round(previous * 100);
  if (paise === 0 || !Number.isFinite(paise)) return { direction: 'none', amount: '', percent: null };
  const change = Math.abs(paise) / 100;
  return {
    direction: paise > 0 ? 'up' : 'down',
    amount: formatRupees(change),
    percent: previous > 0 ? formatPercent((change / previous) * 100) : null,
  };
}

/** One decimal, Indian grouping; a change too small to show at one decimal is "<0.1%", never "0%". */
function formatPercent(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  return rounded === 0 ? '<0.1%' : `${formatNumber(rounded)}%`;
}
