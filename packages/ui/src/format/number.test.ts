import { describe, expect, it } from 'vitest';
import { formatNumber, formatPriceRange, formatPriceWithBasis, formatRupees, toNumber } from './number';

describe('toNumber', () => {
  it('reads numbers and numeric server strings', () => {
    expect(toNumber(42)).toBe(42);
    expect(toNumber(' 1250.50 ')).toBe(1250.5);
    expect(toNumber('1,25,000')).toBe(125000);
  });

  it('gives undefined for missing and non-numeric values', () => {
    for (const value of [null, undefined, '', '   ', 'abc', '12abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(toNumber(value)).toBeUndefined();
    }
  });
});

describe('formatNumber', () => {
  it('groups in lakhs and crores', () => {
    expect(formatNumber(125000)).toBe('1,25,000');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('keeps up to two decimals', () => {
    expect(formatNumber('1234.567')).toBe('1,234.57');
    expect(formatNumber(2.5)).toBe('2.5');
  });

  it('gives an empty string for nothing', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber('n/a')).toBe('');
  });
});

describe('formatRupees', () => {
  it('shows whole rupees with lakh grouping and no decimals', () => {
    expect(formatRupees(125000)).toBe('Rs. 1,25,000');
    expect(formatRupees('125000')).toBe('Rs. 1,25,000');
    expect(formatRupees('125000.00')).toBe('Rs. 1,25,000');
    expect(formatRupees(0)).toBe('Rs. 0');
  });

  it('shows paise with two decimals only when present', () => {
    expect(formatRupees(1250.5)).toBe('Rs. 1,250.50');
    expect(formatRupees('1250.05')).toBe('Rs. 1,250.05');
  });

  it('gives an empty string for missing or non-numeric values', () => {
    expect(formatRupees(null)).toBe('');
    expect(formatRupees(undefined)).toBe('');
    expect(formatRupees('')).toBe('');
    expect(formatRupees('On request')).toBe('');
  });
});

describe('formatPriceRange', () => {
  it('shows from, then to', () => {
    expect(formatPriceRange(100000, '250000')).toBe('Rs. 1,00,000 - Rs. 2,50,000');
  });

  it('shows the side that is present when the other is missing', () => {
    expect(formatPriceRange(100000, null)).toBe('Rs. 1,00,000');
    expect(formatPriceRange('', 250000)).toBe('Rs. 2,50,000');
    expect(formatPriceRange(null, undefined)).toBe('');
  });

  it('shows one price when both sides are equal', () => {
    expect(formatPriceRange(5000, '5000')).toBe('Rs. 5,000');
  });
});

describe('formatPriceWithBasis', () => {
  it('shows rupees as Rs. with unit and basis', () => {
    expect(formatPriceWithBasis(95, 'INR', 'Exworks', 'Kg')).toBe('Rs. 95 / Kg · Exworks');
    expect(formatPriceWithBasis('125000', 'inr', 'FOB', 'Ton')).toBe('Rs. 1,25,000 / Ton · FOB');
  });

  it('keeps the code of other currencies', () => {
    expect(formatPriceWithBasis(1200.5, 'USD', 'CIF', 'Ton')).toBe('USD 1,200.50 / Ton · CIF');
  });

  it('leaves out the parts that are missing', () => {
    expect(formatPriceWithBasis(95, null, 'CIF')).toBe('Rs. 95 · CIF');
    expect(formatPriceWithBasis(95, 'INR', '', 'Kg')).toBe('Rs. 95 / Kg');
    expect(formatPriceWithBasis(95, 'INR', null, null)).toBe('Rs. 95');
  });

  it('gives an empty string without a price', () => {
    expect(formatPriceWithBasis(null, 'INR', 'Exworks', 'Kg')).toBe('');
    expect(formatPriceWithBasis('', 'USD', 'FOB')).toBe('');
  });
});

describe('grouping by hand agrees with Intl (en-IN)', () => {
  const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const paise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const values = [
    0, 1, 12, 999, 1000, 12345, 123456, 1234567, 12345678, 987654321012, 0.5, 0.125, 1.005, 2.675, 99.999,
    1234.5, 123456.78, -1, -1234567.891, 5e-7,
  ];
  // Where we differ on purpose: a negative amount that rounds to nothing reads "0", not Intl's "-0".
  it('a tiny negative amount reads 0', () => expect(formatNumber(-0.001)).toBe('0'));
  it.each(values)('%s', (value) => {
    expect(formatNumber(value)).toBe(intl.format(value));
    if (!Number.isInteger(value)) expect(formatRupees(value)).toBe(`Rs. ${paise.format(value)}`);
  });
});
