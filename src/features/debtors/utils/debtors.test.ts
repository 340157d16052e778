import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { debtorKey, overdueText, relativeTime, sortDebtors } from './debtors';
import { daysOverdueOn, oldestInvoice } from './debtor-record';

type Debtor = BusinessSchemas['Debtor'];

const row = (id: number, currency: string, total_owed: string, oldest_due_date: string | null, days_overdue: number): Debtor => ({
  id,
  customer: { id, name: `C${id}`, email: null, phone_number: null },
  total_owed,
  currency,
  invoices_count: 1,
  oldest_due_date,
  days_overdue,
  last_reminded_at: null,
  next_reminder_at: null,
});

const ROWS = [
  row(1, 'NGN', '900.00', '2026-11-01', 23),
  row(2, 'NGN', '10000.00', '2026-12-01', 0),
  row(1, 'USD', '99999.00', '2026-10-01', 54),
  row(3, 'NGN', '10000.00', null, 0),
];

describe('sortDebtors', () => {
  it('keeps currencies apart for the amount (never compared across), most owed first, ties in server order', () => {
    expect(sortDebtors(ROWS, undefined).map(debtorKey)).toEqual(['2-NGN', '3-NGN', '1-NGN', '1-USD']);
  });
  it('puts the oldest unpaid first, rows without a date last', () => {
    expect(sortDebtors(ROWS, 'oldest').map(debtorKey)).toEqual(['1-USD', '1-NGN', '2-NGN', '3-NGN']);
  });
  it('puts the most days overdue first', () => {
    expect(sortDebtors(ROWS, 'overdue').map(debtorKey)).toEqual(['1-USD', '1-NGN', '2-NGN', '3-NGN']);
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T11:59:40Z', 'just now'],
    ['2026-11-24T09:00:00Z', '3 hours ago'],
    ['2026-11-23T10:00:00Z', 'yesterday'],
    ['2026-11-25T09:00:00Z', 'in 21 hours'],
    ['not a date', 'not a date'],
  ])('%s -> %s', (value, expected) => expect(relativeTime(value, now)).toBe(expected));
});

describe('oldestInvoice and daysOverdueOn', () => {
  it('picks the invoice due first (its sale date when it has no due date)', () => {
    const invoices = [
      { number: 'INV-000002', due_date: '2026-11-10', sale_date: '2026-11-01' },
      { number: 'INV-000001', due_date: null, sale_date: '2026-11-05' },
    ];
    expect(oldestInvoice(invoices)?.number).toBe('INV-000001');
    expect(oldestInvoice([])).toBeUndefined();
  });
  it('counts whole days past the date, 0 until then', () => {
    expect(daysOverdueOn('2026-11-01', '2026-11-24')).toBe(23);
    expect(daysOverdueOn('2026-11-30', '2026-11-24')).toBe(0);
    expect(daysOverdueOn('garbage', '2026-11-24')).toBe(0);
  });
});

describe('overdueText', () => {
  it('says what the number counts: overdue days, one day in the singular, nothing owed late yet', () => {
    expect(overdueText(94)).toBe('94 days overdue');
    expect(overdueText(1)).toBe('1 day overdue');
    expect(overdueText(0)).toBe('Not yet due');
    expect(overdueText(-3)).toBe('Not yet due');
  });
});
