import { describe, expect, it } from 'vitest';
import { monthSoFar } from '../search';
import { totalsByCurrency } from './totals';

describe('totalsByCurrency', () => {
  it('adds up each currency apart, exactly', () => {
    const rows = [
      { a: '0.10', c: 'NGN' },
      { a: '0.20', c: 'NGN' },
      { a: '15.50', c: 'USD' },
      { a: '1000000.05', c: 'NGN' },
    ];
    expect(
      totalsByCurrency(
        rows,
        (r) => r.a,
        (r) => r.c,
      ),
    ).toEqual([
      { currency: 'NGN', amount: '1000000.35', count: 3 },
      { currency: 'USD', amount: '15.50', count: 1 },
    ]);
    expect(
      totalsByCurrency(
        [],
        (r: { a: string }) => r.a,
        () => 'NGN',
      ),
    ).toEqual([]);
  });

  it('gives the month so far', () => {
    expect(monthSoFar(new Date(2026, 10, 24, 12))).toEqual({ start_date: '2026-11-01', end_date: '2026-11-24' });
    expect(monthSoFar(new Date(2026, 0, 5))).toEqual({ start_date: '2026-01-01', end_date: '2026-01-05' });
  });
});
