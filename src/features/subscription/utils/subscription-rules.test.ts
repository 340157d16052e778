import { describe, expect, it } from 'vitest';
import { cycleText, isSubscriptionActive } from './subscription-rules';

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
