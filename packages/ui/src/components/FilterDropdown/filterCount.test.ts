import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterTriggerLabel } from './filterCount';

describe('activeFilterCount', () => {
  it('counts distinct chosen values of a multiple choice', () => {
    expect(activeFilterCount(['Java', 'SQL'])).toBe(2);
    expect(activeFilterCount(['Java', 'Java', ''])).toBe(1);
    expect(activeFilterCount([])).toBe(0);
  });

  it('counts a single choice as one at most, and an empty choice as none', () => {
    expect(activeFilterCount(['3-5'], 'single')).toBe(1);
    expect(activeFilterCount(['3-5', '6-8'], 'single')).toBe(1);
    expect(activeFilterCount([''], 'single')).toBe(0);
  });
});

describe('filterTriggerLabel', () => {
  it('adds the count only when something is chosen', () => {
    expect(filterTriggerLabel('Keyskill(s)', 2)).toBe('Keyskill(s) (2)');
    expect(filterTriggerLabel('Experience', 0)).toBe('Experience');
  });
});
