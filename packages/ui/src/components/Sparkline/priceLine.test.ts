import { describe, expect, it } from 'vitest';
import { chartCoordinates, datedPrices, describePrices } from './priceLine';

const box = { width: 100, height: 40, inset: 4 };

describe('datedPrices', () => {
  it('puts the points in date order and leaves out those without a readable date or price', () => {
    expect(
      datedPrices([
        { date: '2026-11-26', price: 5000 },
        { date: 'yesterday', price: 4800 },
        { date: '2026-11-01', price: 5120 },
        { date: '2026-11-10', price: Number.NaN },
      ]),
    ).toEqual([
      { time: Date.parse('2026-11-01'), price: 5120 },
      { time: Date.parse('2026-11-26'), price: 5000 },
    ]);
  });
});

describe('chartCoordinates', () => {
  it('puts a single price in the middle of the box', () => {
    expect(chartCoordinates(datedPrices([{ date: '2026-11-01', price: 5000 }]), box)).toEqual([
      { x: 50, y: 20 },
    ]);
  });

  it('draws equal prices as a flat line through the middle, from edge to edge', () => {
    const prices = datedPrices([
      { date: '2026-11-01', price: 5000 },
      { date: '2026-11-11', price: 5000 },
      { date: '2026-11-21', price: 5000 },
    ]);
    expect(chartCoordinates(prices, box)).toEqual([
      { x: 4, y: 20 },
      { x: 50, y: 20 },
      { x: 96, y: 20 },
    ]);
  });

  it('spaces the points by date and puts the highest price at the top', () => {
    const prices = datedPrices([
      { date: '2026-11-01', price: 4000 },
      { date: '2026-11-04', price: 5000 },
      { date: '2026-11-05', price: 4500 },
    ]);
    expect(chartCoordinates(prices, box)).toEqual([
      { x: 4, y: 36 },
      { x: 73, y: 4 },
      { x: 96, y: 20 },
    ]);
  });
});

describe('describePrices', () => {
  it('says there is nothing yet', () => {
    expect(describePrices([])).toBe('No prices recorded yet');
  });

  it('gives the one price and its day', () => {
    expect(describePrices(datedPrices([{ date: '2026-11-26', price: 118500 }]))).toBe(
      'Price seen on 26 Nov: Rs. 1,18,500',
    );
  });

  it('gives the dates, the lowest, the highest and the latest price', () => {
    const prices = datedPrices([
      { date: '2026-11-26', price: 5000 },
      { date: '2026-11-01', price: 4920 },
      { date: '2026-11-12', price: 5120 },
    ]);
    expect(describePrices(prices)).toBe(
      'Prices seen from 1 Nov to 26 Nov: lowest Rs. 4,920, highest Rs. 5,120, latest Rs. 5,000',
    );
  });

  it('names the years when the prices run over a new year', () => {
    const prices = datedPrices([
      { date: '2025-12-20', price: 5000 },
      { date: '2026-01-15', price: 5100 },
    ]);
    expect(describePrices(prices)).toMatch(/^Prices seen from 20 Dec 2025 to 15 Jan 2026:/);
  });

  it('reads an instant as its day in India', () => {
    const prices = datedPrices([
      { date: '2026-11-25T20:00:00Z', price: 5000 },
      { date: '2026-11-26T09:00:00+05:30', price: 5100 },
    ]);
    expect(describePrices(prices)).toMatch(/^Prices seen on 26 Nov:/);
  });
});
