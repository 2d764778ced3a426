import { describe, expect, it } from 'vitest';
import { hasFilters, idsOf, readFilters, withFilter, withoutFilters, type FilterDef } from './urlFilters';

const defs = [
  { param: 'country', name: 'Country', selection: 'multiple' },
  { param: 'experience', name: 'Experience', selection: 'single' },
  { param: 'q', name: 'Search', selection: 'search' },
] as const satisfies readonly FilterDef[];

describe('filters in the URL', () => {
  it('reads comma lists, a single choice and a search, ignoring blanks and duplicates', () => {
    expect(readFilters('?country=1,%204,,1&experience=3-5,6-8&q=%20pp%20&other=x', defs)).toEqual({
      country: ['1', '4'],
      experience: ['3-5'],
      q: ['pp'],
    });
  });

  it('reads an empty query as no filters', () => {
    const values = readFilters('', defs);
    expect(values).toEqual({ country: [], experience: [], q: [] });
    expect(hasFilters(values)).toBe(false);
  });

  it('sets one filter and keeps the other parameters in place', () => {
    expect(withFilter('trade_type=Virgin+Polymers&category=2', 'country', ['1', '4'])).toBe(
      'trade_type=Virgin+Polymers&category=2&country=1%2C4',
    );
    expect(readFilters(withFilter('', 'country', ['1', '4']), defs).country).toEqual(['1', '4']);
  });

  it('removes a filter set to nothing, and clears every filter but not the selection', () => {
    expect(withFilter('trade_type=Scrap+Material&country=1', 'country', [])).toBe(
      'trade_type=Scrap+Material',
    );
    expect(withoutFilters('trade_type=Scrap+Material&country=1&q=pp&experience=0-2', defs)).toBe(
      'trade_type=Scrap+Material',
    );
  });

  it('keeps only whole-number ids for the server', () => {
    expect(idsOf(['1', '04', 'x', '2.5', '7'])).toEqual([1, 4, 7]);
  });
});
