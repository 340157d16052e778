import { describe, expect, it } from 'vitest';
import { achCutoff, amountProblem, nubanProblem, recentRepeat, routingProblem, totalOf, usAccountProblem } from './rules';

const NO_LIMITS = { single: null, daily: null, dailyUsed: null, monthly: null, monthlyUsed: null };
const ngn = (amount: string, extra: Partial<Parameters<typeof amountProblem>[0]> = {}) =>
  amountProblem({ amount, fee: '26.88', available: '10000.00', currency: 'NGN', limits: NO_LIMITS, ...extra });

describe('account and routing numbers', () => {
  it('wants a 10-digit NUBAN', () => {
    expect(nubanProblem('0123456789')).toBeNull();
    expect(nubanProblem('012345678')).toBe('Enter the 10-digit account number (NUBAN).');
    expect(nubanProblem('01234567a9')).not.toBeNull();
  });
  it('checks the ABA routing checksum', () => {
    expect(routingProblem('021000021')).toBeNull();
    expect(routingProblem('021000022')).toBe('This routing number is not valid: check the digits.');
    expect(routingProblem('02100002')).toBe('Enter the 9-digit routing number.');
  });
  it('wants 4 to 17 digits for a US account', () => {
    expect(usAccountProblem('1234')).toBeNull();
    expect(usAccountProblem('123')).not.toBeNull();
    expect(usAccountProblem('123456789012345678')).not.toBeNull();
  });
});

describe('amountProblem (minor units)', () => {
  it('refuses a missing, malformed or too small amount', () => {
    expect(ngn('')).toBe('Enter the amount to send.');
    expect(ngn('1.234')).toBe('Enter an amount such as 1500.00.');
    expect(ngn('99.99')).toMatch(/^The smallest transfer is ₦100\.00\.$/);
  });

  it('counts the fee against the balance to the kobo', () => {
    expect(ngn('9973.12')).toBeNull(); // 9973.12 + 26.88 = 10000.00 exactly
    expect(ngn('9973.13')).toBe('More than your available balance of ₦10,000.00: this needs ₦10,000.01 with the fee.');
  });

  it('needs no float: amounts past 2^53 kobo still compare exactly', () => {
    const huge = '90071992547409.93';
    expect(
      amountProblem({ amount: huge, fee: '0.00', available: '90071992547409.92', currency: 'NGN', limits: NO_LIMITS }),
    ).toMatch(/^More than your available balance/);
  });

  it('names the single-transfer limit', () => {
    const limits = { ...NO_LIMITS, single: '50000.00' };
    expect(ngn('50000.00', { available: '900000.00', limits })).toBeNull();
    expect(ngn('50000.01', { available: '900000.00', limits })).toBe('Above your single-transfer limit of ₦50,000.00.');
  });

  it('names the daily limit with what was already sent', () => {
    const limits = { ...NO_LIMITS, daily: '300000.00', dailyUsed: '280000.00' };
    expect(ngn('20000.00', { available: '900000.00', limits })).toBeNull();
    expect(ngn('20000.01', { available: '900000.00', limits })).toBe(
      'Above your daily limit of ₦300,000.00: ₦280,000.00 already sent today, ₦20,000.00 left.',
    );
  });

  it('names the US monthly limit', () => {
    const limits = { single: '1000.00', daily: '2500.00', dailyUsed: '0.00', monthly: '10000.00', monthlyUsed: '9500.00' };
    expect(amountProblem({ amount: '600.00', fee: '1.00', available: '5000.00', currency: 'USD', limits })).toBe(
      'Above your monthly limit of $10,000.00: $9,500.00 already sent this month.',
    );
  });

  it('adds amount and fee in minor units', () => {
    expect(totalOf('0.10', '0.20')).toBe('0.30');
    expect(totalOf('45000.00', '26.88')).toBe('45026.88');
  });
});

describe('recentRepeat', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  const debit = (minutesAgo: number, extra: Partial<Parameters<typeof recentRepeat>[0][number]> = {}) => ({
    type: 'debit' as const,
    amount: '5000.00',
    counterparty_account_number: '0234567891',
    status: 'successful',
    created_at: new Date(now - minutesAgo * 60_000).toISOString(),
    ...extra,
  });

  it('finds the same beneficiary and amount within 10 minutes', () => {
    expect(recentRepeat([debit(9)], '0234567891', '5000', now)).not.toBeNull();
    expect(recentRepeat([debit(11)], '0234567891', '5000.00', now)).toBeNull();
    expect(recentRepeat([debit(2, { amount: '5000.01' })], '0234567891', '5000.00', now)).toBeNull();
    expect(recentRepeat([debit(2, { type: 'credit' })], '0234567891', '5000.00', now)).toBeNull();
    expect(recentRepeat([debit(2, { counterparty_account_number: '1111111111' })], '0234567891', '5000.00', now)).toBeNull();
  });
});

describe('achCutoff', () => {
  it('is same day before 2:45 pm New York time on a weekday', () => {
    expect(achCutoff(new Date('2026-11-24T19:44:00Z')).sameDay).toBe(true); // Tue 2:44 pm EST
  });
  it('is the next business day after the cut-off, and Monday at weekends', () => {
    expect(achCutoff(new Date('2026-11-24T19:45:00Z'))).toEqual({
      sameDay: false,
      text: 'Goes out the next business day (tomorrow): after the 2:45 pm ET same-day ACH cut-off.',
    });
    expect(achCutoff(new Date('2026-11-27T21:00:00Z')).text).toMatch(/\(Monday\)/); // Fri 4 pm
    expect(achCutoff(new Date('2026-11-28T15:00:00Z')).text).toBe(
      'Goes out the next business day (Monday): ACH does not run at weekends.',
    );
  });
});
