import { describe, expect, it } from 'vitest';
import { manufacturingYears, polymerProductQuery } from './polymers.data';

describe('polymer product filters', () => {
  it('offers the years from the current one back to 2000', () => {
    const years = manufacturingYears(new Date('2026-11-25T10:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2000);
    expect(years).toHaveLength(27);
  });

  it('sends the chosen brands as they are and only whole years', () => {
    expect(polymerProductQuery(3, { brand: ['Milton', 'Cello'], year: ['2019', 'soon', '20190'] })).toEqual({
      industryId: 3,
      brands: ['Milton', 'Cello'],
      years: [2019],
    });
  });
});
