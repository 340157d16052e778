import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { dashboardSearchSchema, monthLabel, periodLabel, recentMonths } from './month';

describe('dashboard month', () => {
  it('lists recent months newest first across a year boundary', () => {
    expect(recentMonths(3, new Date('2026-01-15T00:00:00Z'))).toEqual(['2026-01', '2025-12', '2025-11']);
  });

  it('accepts only year-month in the URL', () => {
    expect(v.parse(dashboardSearchSchema, { month: '2026-11' })).toEqual({ month: '2026-11' });
    expect(v.parse(dashboardSearchSchema, { month: '2026-13' })).toEqual({ month: undefined });
    expect(v.parse(dashboardSearchSchema, { month: 202611 })).toEqual({ month: undefined });
    expect(v.parse(dashboardSearchSchema, {})).toEqual({ month: undefined });
  });

  it('labels months and periods', () => {
    expect(monthLabel('2026-11', 'en-GB')).toBe('November 2026');
    expect(periodLabel('2026-11-19', 'en-GB')).toBe('19 Nov');
    expect(periodLabel('2026-10', 'en-GB')).toBe('Oct 2026');
  });
});
