import { describe, expect, it } from 'vitest';
import { formatDate, isIsoDate } from './dates';

describe('formatDate', () => {
  it('formats calendar dates without a time zone shift', () => {
    expect(formatDate('2026-11-01')).toBe('1 Nov 2026');
    expect(formatDate('2026-12-31')).toBe('31 Dec 2026');
  });

  it('formats a date-time by its UTC day, whatever the machine’s time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'America/Chicago';
    try {
      expect(formatDate('2026-01-16T02:30:00Z')).toBe('16 Jan 2026');
    } finally {
      process.env.TZ = before;
    }
  });

  it('shows a dash for none and an unreadable value as it is', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('soon')).toBe('soon');
  });
});

describe('isIsoDate', () => {
  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
  });
});
