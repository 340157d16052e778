import { describe, expect, it } from 'vitest';
import { presetPeriod, todayIso } from './statement-sums';

describe("the bank's day", () => {
  it("is Lagos's day for naira and New York's for dollars, whatever the browser's zone", () => {
    // 23:30 UTC on 30 November: already 1 December in Lagos (UTC+1), still 30 November in New York.
    const lateNight = new Date(Date.UTC(2026, 10, 30, 23, 30));
    expect(todayIso('NGN', lateNight)).toBe('2026-12-01');
    expect(todayIso('USD', lateNight)).toBe('2026-11-30');
    expect(presetPeriod('this-month', todayIso('NGN', lateNight))).toEqual({ start_date: '2026-12-01', end_date: '2026-12-01' });
  });

  it('is the same day for both in the middle of the day', () => {
    const noon = new Date(Date.UTC(2026, 10, 24, 12, 0));
    expect(todayIso('NGN', noon)).toBe('2026-11-24');
    expect(todayIso('USD', noon)).toBe('2026-11-24');
  });
});
