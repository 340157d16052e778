import { describe, expect, it } from 'vitest';
import { parseExpensesSearch, inRange, isReversed, rangeText, totalsByCurrency } from './expense-range';

describe('the URL of the expenses page', () => {
  it('keeps real dates and drops anything else', () => {
    expect(parseExpensesSearch({ from: '2026-11-01', to: '2026-11-30', page: 2 })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
      search: undefined,
      tab: undefined,
    });
    expect(parseExpensesSearch({ from: '2026-02-30', to: 'yesterday' })).toMatchObject({
      from: undefined,
      to: undefined,
    });
    expect(parseExpensesSearch({ from: 20261101 })).toMatchObject({ from: undefined });
  });
});

describe('the date range', () => {
  it('includes both ends and leaves a missing end open', () => {
    expect(inRange('2026-11-01', { from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(inRange('2026-11-30', { from: '2026-11-01', to: '2026-11-30' })).toBe(true);
    expect(inRange('2026-10-31', { from: '2026-11-01', to: '2026-11-30' })).toBe(false);
    expect(inRange('2026-12-01', { from: '2026-11-01', to: '2026-11-30' })).toBe(false);
    expect(inRange('1999-01-01', { to: '2026-11-30' })).toBe(true);
    expect(inRange('2099-01-01', { from: '2026-11-01' })).toBe(true);
    expect(inRange('2026-11-15', {})).toBe(true);
  });

  it('knows a range set the wrong way round', () => {
    expect(isReversed({ from: '2026-12-01', to: '2026-11-01' })).toBe(true);
    expect(isReversed({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(isReversed({ from: '2026-12-01' })).toBe(false);
  });
});

describe('totals per currency', () => {
  it('sums decimal strings exactly, the business currency first', () => {
    const rows = [
      { amount: '0.10', currency: 'USD' },
      { amount: '0.20', currency: 'USD' },
      { amount: '45000.00', currency: 'NGN' },
      { amount: '12500.55', currency: 'NGN' },
      { amount: '999999999999999.99', currency: 'NGN' },
      { amount: '1.00', currency: 'EUR' },
    ];
    expect(totalsByCurrency(rows, 'NGN')).toEqual([
      { currency: 'NGN', total: '1000000000057500.54', count: 3 },
      { currency: 'EUR', total: '1.00', count: 1 },
      { currency: 'USD', total: '0.30', count: 2 },
    ]);
    expect(totalsByCurrency(rows, 'USD')[0]).toEqual({ currency: 'USD', total: '0.30', count: 2 });
  });

  it('is empty for no expenses', () => {
    expect(totalsByCurrency([], 'NGN')).toEqual([]);
  });
});

describe('dates in words', () => {
  it('says the range', () => {
    expect(rangeText({ from: '2026-11-01', to: '2026-11-30' })).toBe('from 1 Nov 2026 to 30 Nov 2026');
    expect(rangeText({ from: '2026-11-01', to: '2026-11-01' })).toBe('on 1 Nov 2026');
    expect(rangeText({ from: '2026-11-01' })).toBe('from 1 Nov 2026');
    expect(rangeText({ to: '2026-11-30' })).toBe('until 30 Nov 2026');
    expect(rangeText({})).toBe('');
  });
});
