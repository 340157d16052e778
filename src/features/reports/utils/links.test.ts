import { describe, expect, it } from 'vitest';
import { reportSearchFor } from './links';
import { presetRange, resolveRange } from './periods';

describe('a dashboard card’s report', () => {
  it('covers the card’s month, first to last day (a leap February included)', () => {
    expect(reportSearchFor('payroll', '2024-02')).toEqual({
      type: 'payroll',
      period: 'custom',
      from: '2024-02-01',
      to: '2024-02-29',
    });
    const search = reportSearchFor('sales', '2026-11');
    expect(resolveRange(search.period!, search.from, search.to).range).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
  });

  it('covers the last 12 months, this one included, like the dashboard', () => {
    const search = reportSearchFor('profit_and_loss', undefined);
    expect(search).toEqual({ type: 'profit_and_loss', period: 'last-12-months' });
    const today = new Date(2026, 10, 24, 12);
    expect(resolveRange(search.period!, undefined, undefined, today).range).toEqual(presetRange('last-12-months', today));
    expect(presetRange('last-12-months', today)).toEqual({ start_date: '2025-12-01', end_date: '2026-11-30' });
  });
});
