import { describe, expect, it } from 'vitest';
import { addToCompare, compareLimitMessage, compareRows, removeFromCompare } from './compare';

const item = (id: number) => ({ id });

describe('addToCompare', () => {
  it('appends while under the limit', () => {
    const result = addToCompare([item(1), item(2)], item(3));
    expect(result).toEqual({ added: true, items: [item(1), item(2), item(3)] });
  });

  it('refuses a fourth item by default and keeps the list as it was', () => {
    const full = [item(1), item(2), item(3)];
    const result = addToCompare(full, item(4));
    expect(result).toEqual({ added: false, reason: 'limit', items: full });
    expect(result.items).toBe(full);
  });

  it('honours another limit', () => {
    expect(addToCompare([item(1)], item(2), 1).added).toBe(false);
    expect(addToCompare([item(1)], item(2), 2).added).toBe(true);
  });

  it('refuses an item already in the list, even when the list is full', () => {
    expect(addToCompare([item(1), item(2)], item(2))).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addToCompare([item(1), item(2), item(3)], item(3))).toMatchObject({ reason: 'duplicate' });
  });

  it('treats equal string ids as the same item', () => {
    expect(addToCompare([{ id: '7' }], { id: '7' }).added).toBe(false);
  });
});

describe('removeFromCompare', () => {
  it('takes out only the chosen item', () => {
    expect(removeFromCompare([item(1), item(2), item(3)], 2)).toEqual([item(1), item(3)]);
    expect(removeFromCompare([item(1)], 9)).toEqual([item(1)]);
  });
});

describe('compareLimitMessage', () => {
  it('is the spec text', () => {
    expect(compareLimitMessage()).toBe('You can Compare upto 3 items');
    expect(compareLimitMessage(4)).toBe('You can Compare upto 4 items');
  });
});

describe('compareRows', () => {
  const fields = [
    { key: 'grade', label: 'Grade' },
    { key: 'polymer', label: 'Polymer Type' },
    { key: 'mfr', label: 'Melt Flow Rate' },
  ];

  it('flags rows whose values differ and keeps the display values', () => {
    const rows = compareRows(
      [
        { values: { grade: 'H110MA', polymer: 'PP', mfr: 11 } },
        { values: { grade: 'H030SG', polymer: 'pp ', mfr: 11 } },
      ],
      fields,
    );
    expect(rows).toEqual([
      { key: 'grade', label: 'Grade', values: ['H110MA', 'H030SG'], differs: true },
      { key: 'polymer', label: 'Polymer Type', values: ['PP', 'pp'], differs: false },
      { key: 'mfr', label: 'Melt Flow Rate', values: ['11', '11'], differs: false },
    ]);
  });

  it('counts a missing value as different from a present one', () => {
    const [row] = compareRows([{ values: { grade: 'A' } }, { values: { grade: null } }], fields.slice(0, 1));
    expect(row).toMatchObject({ values: ['A', ''], differs: true });
  });

  it('finds no difference with a single item', () => {
    expect(compareRows([{ values: { grade: 'A' } }], fields).every((row) => !row.differs)).toBe(true);
  });
});
