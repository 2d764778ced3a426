import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, indiaWallClock, shortMonthNames } from './date';

describe('formatDate', () => {
  it('shows server wall-clock strings as day-month-year', () => {
    expect(formatDate('2026-11-21 18:40:00')).toBe('21-11-2026');
    expect(formatDate('2026-11-21')).toBe('21-11-2026');
    expect(formatDate('2026-01-05T08:03')).toBe('05-01-2026');
  });

  it('shows instants on the Indian calendar day', () => {
    // 20:00 UTC is already the next day in India (UTC+05:30).
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('21-11-2026');
    expect(formatDate('2026-11-21T10:00:00.000+05:30')).toBe('21-11-2026');
    expect(formatDate(new Date(Date.UTC(2026, 10, 21, 13, 10)))).toBe('21-11-2026');
  });

  it('gives an empty string for missing and invalid dates', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0000-00-00',
      '0000-00-00 00:00:00',
      '2026-02-30',
      '2026-13-01',
      '21-11-2026',
      'yesterday',
      '2026-11-21 24:00:00',
      new Date('not a date'),
    ]) {
      expect(formatDate(value)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('adds a 12-hour time with AM/PM', () => {
    expect(formatDateTime('2026-11-21 18:40:00')).toBe('21-11-2026 06:40 PM');
    expect(formatDateTime('2026-11-21 09:05:59')).toBe('21-11-2026 09:05 AM');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatDateTime('2026-11-21 00:15:00')).toBe('21-11-2026 12:15 AM');
    expect(formatDateTime('2026-11-21 12:00:00')).toBe('21-11-2026 12:00 PM');
  });

  it('shows instants in India Standard Time', () => {
    expect(formatDateTime('2026-11-21T13:10:00Z')).toBe('21-11-2026 06:40 PM');
    expect(formatDateTime(new Date(Date.UTC(2026, 10, 20, 20, 0)))).toBe('21-11-2026 01:30 AM');
  });

  it('shows only the date when the input has no time', () => {
    expect(formatDateTime('2026-11-21')).toBe('21-11-2026');
  });

  it('gives an empty string for invalid input', () => {
    expect(formatDateTime('2026-11-21 18:61:00')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('indiaWallClock', () => {
  it('gives what Intl gives for Asia/Kolkata, month names as en-IN writes them', () => {
    const intl = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    // An instant every 38 days and a few hours, 1990 to 2040: every month, day and hour comes up.
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2040, 0, 1); time += 55_433 * 60_000) {
      const parts = Object.fromEntries(intl.formatToParts(time).map((part) => [part.type, part.value]));
      const { year, month, day, time: clock } = indiaWallClock(time);
      expect([year, shortMonthNames[month - 1], day, clock.hour, clock.minute]).toEqual([
        Number(parts.year),
        parts.month,
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
      ]);
    }
  });
});
