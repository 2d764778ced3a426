import { describe, expect, it } from 'vitest';
import {
  MAX_PRICE_WATCHES,
  PRICE_HISTORY_DAYS,
  addWatch,
  changeSinceLastVisit,
  findWatch,
  recordPrice,
  recordSeenPrice,
  removeWatch,
  type PriceWatch,
  type WatchTarget,
} from './priceWatch';

const ppInPune: WatchTarget = {
  materialId: 3,
  brandId: 12,
  city: 'Pune',
  title: 'PP Homopolymer H110MA',
  path: '/material-details?material_id=3&material_city=Pune',
};
const watch: PriceWatch = { ...ppInPune, prices: [] };
const on = (day: number, hour = 10) => new Date(2025, 0, day, hour);

describe('price watch', () => {
  it("records the day's price on the user's calendar, the latest look of the day", () => {
    const late = recordPrice(watch, 118.5, new Date(2025, 0, 15, 23, 59));
    expect(late.prices).toEqual([{ date: '2025-01-15', price: 118.5 }]);
    const twice = recordPrice(recordPrice(watch, 118.5, on(15, 9)), 119, on(15, 18));
    expect(twice.prices).toEqual([{ date: '2025-01-15', price: 119 }]);
    const nextDay = recordPrice(twice, 117, new Date(2025, 0, 16, 0, 1));
    expect(nextDay.prices).toEqual([
      { date: '2025-01-15', price: 119 },
      { date: '2025-01-16', price: 117 },
    ]);
  });

  it('records no price that is zero, negative or not a number', () => {
    const seen = recordPrice(watch, 118.5, on(15));
    for (const price of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(recordPrice(seen, price, on(16)).prices).toEqual(seen.prices);
    }
  });

  it(`keeps the prices of the last ${PRICE_HISTORY_DAYS} days`, () => {
    const history: PriceWatch = {
      ...watch,
      prices: [
        { date: '2024-12-31', price: 100 },
        { date: '2025-01-01', price: 101 },
        { date: '2025-02-15', price: 102 },
      ],
    };
    // 1 April 2025 is 90 days after 1 January.
    expect(recordPrice(history, 110, new Date(2025, 3, 1, 8)).prices).toEqual([
      { date: '2025-01-01', price: 101 },
      { date: '2025-02-15', price: 102 },
      { date: '2025-04-01', price: 110 },
    ]);
  });

  it('gives the change since the last visit once prices were seen on two days', () => {
    expect(changeSinceLastVisit([])).toBeNull();
    const first = recordPrice(watch, 118.5, on(10));
    expect(changeSinceLastVisit(first.prices)).toBeNull();
    const sameDay = recordPrice(first, 120, on(10, 18));
    expect(changeSinceLastVisit(sameDay.prices)).toBeNull();
    const later = recordPrice(recordPrice(sameDay, 117, on(12)), 121.25, on(15));
    expect(changeSinceLastVisit(later.prices)).toEqual({
      previous: { date: '2025-01-12', price: 117 },
      current: { date: '2025-01-15', price: 121.25 },
    });
  });

  it('watches a material in a city once, with the price on screen as its first record', () => {
    const added = addWatch([], ppInPune, { price: 118.5, now: on(15) });
    if (!added.ok) throw new Error(added.message);
    expect(added.value).toEqual([{ ...ppInPune, prices: [{ date: '2025-01-15', price: 118.5 }] }]);
    expect(addWatch(added.value, { ...ppInPune, city: 'PUNE' })).toEqual({ ok: true, value: added.value });
    const inMumbai = addWatch(added.value, { ...ppInPune, city: 'Mumbai' });
    expect(inMumbai.ok && inMumbai.value).toHaveLength(2);
    expect(findWatch(added.value, { materialId: 3, city: 'pune' })?.title).toBe('PP Homopolymer H110MA');
    expect(removeWatch(added.value, { materialId: 3, city: 'pune' })).toEqual([]);
  });

  it(`refuses a watch past ${MAX_PRICE_WATCHES}`, () => {
    const full = Array.from({ length: MAX_PRICE_WATCHES }, (_, index) => ({
      ...watch,
      materialId: index + 100,
    }));
    expect(addWatch(full, ppInPune)).toEqual({
      ok: false,
      message: 'You can watch up to 50 prices. Stop watching one to watch this price.',
    });
  });

  it('records a price seen only on the watch of that material and city', () => {
    const inMumbai: PriceWatch = { ...watch, city: 'Mumbai' };
    const watches = recordSeenPrice([watch, inMumbai], { materialId: 3, city: 'pune' }, 118.5, on(15));
    expect(watches.map((each) => each.prices)).toEqual([[{ date: '2025-01-15', price: 118.5 }], []]);
    expect(recordSeenPrice(watches, { materialId: 4, city: 'Pune' }, 99, on(15))).toEqual(watches);
  });
});
