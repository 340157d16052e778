import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysBetween, dueDateFor, isDateString, termsFor } from './payment-terms';

describe('payment terms', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives the due date for each term, across months, years and leap days', () => {
    expect(dueDateFor('2026-11-20', 0)).toBe('2026-11-20');
    expect(dueDateFor('2026-11-20', 14)).toBe('2026-12-04');
    expect(dueDateFor('2026-12-25', 7)).toBe('2027-01-01');
    expect(dueDateFor('2028-02-01', 30)).toBe('2028-03-02');
    expect(dueDateFor('2027-02-01', 30)).toBe('2027-03-03');
    expect(dueDateFor('2026-11-01', 60)).toBe('2026-12-31');
  });

  it('does not drift with the time zone', () => {
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    vi.stubEnv('TZ', 'America/Chicago');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', 0)).toBe('2026-11-01');
  });

  it('finds the terms of a due date, or null for a date picked by hand', () => {
    expect(termsFor('2026-11-20', '2026-12-20')).toBe(30);
    expect(termsFor('2026-11-20', '2026-11-20')).toBe(0);
    expect(termsFor('2026-11-20', '2026-11-21')).toBeNull();
    expect(termsFor('2026-11-20', 'soon')).toBeNull();
  });

  it('refuses what is not a calendar date', () => {
    expect(isDateString('2026-02-29')).toBe(false);
    expect(isDateString('2028-02-29')).toBe(true);
    expect(isDateString('2026-1-5')).toBe(false);
    expect(() => addDays('2026-02-30', 1)).toThrow(TypeError);
    expect(daysBetween('2026-01-30', '2026-03-01')).toBe(30);
    expect(daysBetween('2026-03-01', '2026-01-30')).toBe(-30);
  });
});
