import { describe, expect, it } from 'vitest';
import { summarisePriceChange } from './priceSummary';

describe('summarisePriceChange', () => {
  it('gives a rise in rupees and percent of the previous price', () => {
    expect(summarisePriceChange(5000, 5120)).toEqual({ direction: 'up', amount: 'Rs. 120', percent: '2.4%' });
  });

  it('gives a fall without a sign, the direction says it', () => {
    expect(summarisePriceChange(5000, 4920)).toEqual({
      direction: 'down',
      amount: 'Rs. 80',
      percent: '1.6%',
    });
  });

  it('says no change for equal prices and for float noise below a paisa', () => {
    expect(summarisePriceChange(118500, 118500).direction).toBe('none');
    expect(summarisePriceChange(0.3, 0.1 + 0.2)).toEqual({ direction: 'none', amount: '', percent: null });
  });

  it('groups big amounts the Indian way and keeps paise', () => {
    expect(summarisePriceChange(1000000, 2250000)).toEqual({
      direction: 'up',
      amount: 'Rs. 12,50,000',
      percent: '125%',
    });
    expect(summarisePriceChange(118.5, 118.6)).toMatchObject({ amount: 'Rs. 0.10', percent: '0.1%' });
  });

  it('shows a change too small for one decimal as under 0.1%', () => {
    expect(summarisePriceChange(118500, 118510).percent).toBe('<0.1%');
  });

  it('leaves the percent out when there is no previous price to divide by', () => {
    expect(summarisePriceChange(0, 95)).toEqual({ direction: 'up', amount: 'Rs. 95', percent: null });
  });
});
