import { describe, expect, it } from 'vitest';
import { uniqueChips } from './chips';

describe('uniqueChips', () => {
  it('keeps the first chip of each name, in order', () => {
    expect(
      uniqueChips([
        { id: 'brand:Reliance', label: 'Reliance' },
        { id: 'year:2019', label: '2019' },
        { id: 'brand:reliance', label: 'reliance ' },
        { id: 'brand:Haldia', label: 'Haldia' },
      ]),
    ).toEqual([
      { id: 'brand:Reliance', label: 'Reliance' },
      { id: 'year:2019', label: '2019' },
      { id: 'brand:Haldia', label: 'Haldia' },
    ]);
  });
});
