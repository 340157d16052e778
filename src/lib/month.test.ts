import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-params';
import { currentMonth, monthLabel, monthParam, monthRange, periodLabel, recentMonths } from './month';

const parseDashboardSearch = parseSearch({ month: monthParam });

describe('month helpers', () => {
  it('lists recent months newest first across a year boundary', () => {
    expect(recentMonths(3, new Date('2026-01-15T00:00:00Z'))).toEqual(['2026-01', '2025-12', '2025-11']);
  });

  it('accepts only year-month in the URL', () => {
    expect(parseDashboardSearch({ month: '2026-11' })).toEqual({ month: '2026-11' });
    expect(parseDashboardSearch({ month: '2026-13' })).toEqual({ month: undefined });
    expect(parseDashboardSearch({ month: 202611 })).toEqual({ month: undefined });
    expect(parseDashboardSearch({})).toEqual({ month: undefined });
  });

  it('labels months and periods', () => {
    expect(monthLabel('2026-11', 'en-GB')).toBe('November 2026');
    expect(periodLabel('2026-11-19', 'en-GB')).toBe('19 Nov');
    expect(periodLabel('2026-10', 'en-GB')).toBe('Oct 2026');
  });

  it('gives the first and last day of a month, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(monthRange('2024-02')).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(monthRange('2023-02')).toEqual({ start_date: '2023-02-01', end_date: '2023-02-28' });
    expect(monthRange('2026-12')).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
  });

  it("names this month from the user's calendar, with two-digit months", () => {
    expect(currentMonth(new Date(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(currentMonth(new Date(2026, 10, 1, 0, 0))).toBe('2026-11');
  });
});
