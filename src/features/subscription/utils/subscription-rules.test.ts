import { describe, expect, it } from 'vitest';
import { cycleText, daysLeft, isSubscriptionActive, perCycle, periodEndFrom, planChange } from './subscription-rules';

const NOW = Date.parse('2026-11-24T12:00:00Z');

type Status = Parameters<typeof isSubscriptionActive>[0]['status'];
/** The contract spells the status in lower case; the spec's rule also accepts a server's other spellings. */
const spelled = (status: string) => status as Status;

describe('isSubscriptionActive (spec section 4)', () => {
  it("is active when the status is 'active', whatever its case, even past the end date", () => {
    for (const status of ['active', 'ACTIVE', 'Active', 'aCtIvE']) {
      expect(isSubscriptionActive({ status: spelled(status), end_date: '2020-01-01' }, NOW)).toBe(true);
    }
  });

  it('is active when the end date is still ahead, whatever the status', () => {
    expect(isSubscriptionActive({ status: 'cancelled', end_date: '2026-11-25' }, NOW)).toBe(true);
    expect(isSubscriptionActive({ status: 'expired', end_date: '2026-11-24T12:00:01Z' }, NOW)).toBe(true);
  });

  it('is not active when the status is another word and the end date has passed (or is now)', () => {
    expect(isSubscriptionActive({ status: 'expired', end_date: '2026-11-23' }, NOW)).toBe(false);
    expect(isSubscriptionActive({ status: 'cancelled', end_date: '2026-11-24T12:00:00Z' }, NOW)).toBe(false);
    expect(isSubscriptionActive({ status: 'pending', end_date: 'not a date' }, NOW)).toBe(false);
  });
});

describe('cycleText (spec section 3)', () => {
  it("is monthly when the cycle name contains 'monthly', in any case", () => {
    expect(cycleText('monthly')).toBe('Monthly');
    expect(cycleText('Bi-Monthly')).toBe('Monthly');
    expect(cycleText('MONTHLY PLAN')).toBe('Monthly');
  });

  it('is yearly otherwise', () => {
    expect(cycleText('yearly')).toBe('Yearly');
    expect(cycleText('annual')).toBe('Yearly');
    expect(cycleText('month')).toBe('Yearly');
    expect(cycleText('')).toBe('Yearly');
  });
});

describe('daysLeft', () => {
  it('counts a part day as a day, and is 0 once the end has passed', () => {
    expect(daysLeft('2026-11-25T12:00:00Z', NOW)).toBe(1);
    expect(daysLeft('2026-11-25T12:00:01Z', NOW)).toBe(2);
    expect(daysLeft('2026-12-24T12:00:00Z', NOW)).toBe(30);
    expect(daysLeft('2026-11-24T12:00:00Z', NOW)).toBe(0);
    expect(daysLeft('2025-01-01', NOW)).toBe(0);
    expect(daysLeft('not a date', NOW)).toBe(0);
  });
});

describe('planChange', () => {
  const cycle = { cycle_id: 1, cycle_name: 'Monthly', created_date: '', last_updated: '' };
  const starter = {
    package_id: 1,
    features: ['1 location', 'Invoices'],
    price: '5000.00',
    currency: 'NGN',
    billing_cycle: cycle,
  };
  const growth = {
    package_id: 2,
    features: ['5 locations', 'Invoices', 'Reports'],
    price: '15000.00',
    currency: 'NGN',
    billing_cycle: cycle,
  };

  it('lists the features gained and lost, in order', () => {
    expect(planChange(starter, growth)).toEqual({ gained: ['5 locations', 'Reports'], lost: ['1 location'], same: false });
    expect(planChange(growth, starter)).toEqual({ gained: ['1 location'], lost: ['5 locations', 'Reports'], same: false });
  });

  it('without a current package everything is gained; the same package is a renewal', () => {
    expect(planChange(null, starter)).toEqual({ gained: starter.features, lost: [], same: false });
    expect(planChange(starter, starter)).toEqual({ gained: [], lost: [], same: true });
  });
});

describe('periodEndFrom and perCycle', () => {
  it('a monthly cycle ends a month later, any other a year later', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(periodEndFrom(new Date('2026-11-24T10:00:00Z'), 'Monthly').toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(periodEndFrom(start, 'Yearly').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(periodEndFrom(start, 'annual').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(perCycle('BI-MONTHLY')).toBe('month');
    expect(perCycle('Yearly')).toBe('year');
  });
});
