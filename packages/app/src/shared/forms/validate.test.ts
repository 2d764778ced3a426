import { describe, expect, it } from 'vitest';
import { number, required, type Rules } from './rules';
import { hintsOf, validate } from './validate';

type Values = { make: string; size: string; feeds: readonly string[] };
const rules: Rules<Values> = {
  make: [required('Enter the make.')],
  size: [required('Enter the size.'), number('Machine size', { min: 1 })],
  feeds: [required('Choose a feed.')],
};

describe('validate', () => {
  it('gives the first failing message per field, in the order of the rules', () => {
    const errors = validate({ make: '', size: 'ten', feeds: [] }, rules);
    expect(errors).toEqual({
      make: 'Enter the make.',
      size: 'Machine size must be a number.',
      feeds: 'Choose a feed.',
    });
    expect(Object.keys(errors)).toEqual(['make', 'size', 'feeds']);
  });

  it('gives nothing when every rule passes', () => {
    expect(validate({ make: 'Milacron', size: '120', feeds: ['Hopper'] }, rules)).toEqual({});
  });

  it('gathers what the rules of a field say about it', () => {
    expect(hintsOf(rules.size)).toEqual({ required: true, number: { min: 1 } });
    expect(hintsOf(undefined)).toEqual({});
  });
});
