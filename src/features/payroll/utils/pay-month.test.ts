import { describe, expect, it } from 'vitest';
import { alreadyPaidIn, isPaidThisMonth, monthPayDescription, totalsByCurrency, unpaidThisMonth } from './pay-month';
import type { Payroll } from '../api/payroll.queries';

const today = new Date(2026, 10, 24); // 24 Nov 2026, local

function entry(id: number, patch: Partial<Payroll> = {}): Payroll {
  return {
    id,
    staff: { id: 600 + id, first_name: 'Ada', last_name: `Staff ${id}` },
    amount: '100000.00',
    currency: 'NGN',
    description: null,
    location: 21,
    active: true,
    created_at: '2026-01-01T09:00:00Z',
    paid_this_month: '0.00',
    paid_this_year: '0.00',
    last_paid_on: null,
    ...patch,
  };
}

describe('pay-month', () => {
  it('reads paid this month from the server total', () => {
    expect(isPaidThisMonth(entry(1))).toBe(false);
    expect(isPaidThisMonth(entry(1, { paid_this_month: '0.01' }))).toBe(true);
  });

  it('asks again for a second payment this month, or in the month of the latest payment', () => {
    const paidNow = entry(1, { paid_this_month: '100000.00', last_paid_on: '2026-11-02' });
    expect(alreadyPaidIn(paidNow, '2026-11-30', today)).toBe(true);
    expect(alreadyPaidIn(entry(2, { last_paid_on: '2026-10-25' }), '2026-11-24', today)).toBe(false);
    expect(alreadyPaidIn(entry(2, { last_paid_on: '2026-10-25' }), '2026-10-31', today)).toBe(true);
    expect(alreadyPaidIn(entry(3), '2026-10-31', today)).toBe(false);
    // A payment dated next month is not this month's.
    expect(alreadyPaidIn(paidNow, '2026-12-01', today)).toBe(false);
  });

  it('Pay all takes the active entries with nothing paid this month', () => {
    const rows = [entry(1), entry(2, { paid_this_month: '5.00' }), entry(3, { active: false }), entry(4)];
    expect(unpaidThisMonth(rows).map((row) => row.id)).toEqual([1, 4]);
  });

  it('totals per currency in minor units, the business currency first', () => {
    const rows = [
      entry(1, { amount: '0.10', currency: 'USD' }),
      entry(2, { amount: '0.20', currency: 'USD' }),
      entry(3, { amount: '99999999999999.99' }),
      entry(4, { amount: '0.01' }),
    ];
    expect(totalsByCurrency(rows, 'NGN')).toEqual([
      { currency: 'NGN', total: '100000000000000.00' },
      { currency: 'USD', total: '0.30' },
    ]);
    expect(totalsByCurrency(rows, 'USD')[0]).toEqual({ currency: 'USD', total: '0.30' });
  });

  it('names the month', () => {
    expect(monthPayDescription(today)).toBe('November 2026 pay');
  });
});
