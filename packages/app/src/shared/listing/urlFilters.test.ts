import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_CHOICES,
  hasFilters,
  idOf,
  idsOf,
  isId,
  readFilters,
  withFilter,
  withoutFilters,
  type FilterDef,
} from './urlFilters';

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

  it('keeps only ids for the server', () => {
    expect(idsOf(['1', '04', 'x', '2.5', '7'])).toEqual([1, 7]);
  });

  it('shows and applies only the values a filter accepts, and at most MAX_FILTER_CHOICES of them', () => {
    const idFilters = [
      { param: 'country', name: 'Country', selection: 'multiple', accepts: isId },
      { param: 'band', name: 'Band', selection: 'single', accepts: (value) => value === '3-5' },
    ] as const satisfies readonly FilterDef[];
    expect(readFilters('?country=3,abc,1e3,03,0,-2,9007199254740993,7&band=9-9', idFilters)).toEqual({
      country: ['3', '7'],
      band: [],
    });
    const many = Array.from({ length: 500 }, (_, index) => index + 1).join(',');
    expect(readFilters(`?country=${many}`, idFilters).country).toHaveLength(MAX_FILTER_CHOICES);
  });
});

describe('ids from the URL and browser storage', () => {
  it('reads a plain digit string naming a safe integer above 0', () => {
    expect(idOf('1')).toBe(1);
    expect(idOf('42')).toBe(42);
    expect(idOf(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('ignores anything else: no request for 1e+21, a rounded id or another spelling of one', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0',
      '-1',
      '+1',
      ' 7',
      '7 ',
      '07',
      '7.0',
      '1e3',
      '1e+21',
      '0x10',
      'Infinity',
      // Number() reads these as 1e21 (sent as "1e+21") and as 9007199254740992, another record's id.
      '1000000000000000000000',
      '9007199254740993',
    ])
      expect(idOf(value), String(value)).toBeNull();
  });
});
