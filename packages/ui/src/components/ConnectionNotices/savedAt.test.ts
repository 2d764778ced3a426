import { describe, expect, it } from 'vitest';
import { formatSavedAt } from './savedAt';

describe('formatSavedAt', () => {
  it('gives the day, the short month and the 24-hour time', () => {
    expect(formatSavedAt(new Date('2026-11-26T10:42:00+05:30'))).toBe('26 Nov, 10:42');
    expect(formatSavedAt(new Date('2026-11-26T18:07:59+05:30'))).toBe('26 Nov, 18:07');
  });

  it('writes a single-digit day without a leading zero', () => {
    expect(formatSavedAt(new Date('2026-01-05T09:03:00+05:30'))).toBe('5 Jan, 09:03');
  });

  it('shows midnight as 00', () => {
    expect(formatSavedAt(new Date('2026-11-26T00:00:00+05:30'))).toBe('26 Nov, 00:00');
    expect(formatSavedAt(new Date('2026-11-26T00:15:00+05:30'))).toBe('26 Nov, 00:15');
  });

  it('shows the time in India, whatever the offset the instant was written in', () => {
    // 18:30 UTC is already midnight of the next day in India (UTC+05:30).
    expect(formatSavedAt(new Date('2026-11-25T18:30:00Z'))).toBe('26 Nov, 00:00');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatSavedAt(new Date('not a date'))).toBe('');
  });
});
