import { describe, expect, it } from 'vitest';
import { ngLimitProblems, usedPercent } from './limits';

const ceilings = { tier_daily_limit: '5000000.00', tier_single_transfer_limit: '1000000.00' };
const fmt = (a: string) => `N${a}`;

describe('usedPercent', () => {
  it('works in minor units and stays within 0-100', () => {
    expect(usedPercent('750.00', '2500.00')).toBe(30);
    expect(usedPercent('0.01', '10000.00')).toBe(0);
    expect(usedPercent('3000.00', '2500.00')).toBe(100);
    expect(usedPercent('1.00', '0.00')).toBe(0);
  });
});

describe('ngLimitProblems', () => {
  it('accepts limits within the tier, single within daily', () => {
    expect(ngLimitProblems({ daily_limit: '100000.00', single_transfer_limit: '60000.00' }, ceilings, fmt)).toEqual({});
  });

  it('names each field at fault', () => {
    expect(ngLimitProblems({ daily_limit: '', single_transfer_limit: '0' }, ceilings, fmt)).toEqual({
      daily_limit: 'Enter an amount.',
      single_transfer_limit: 'Enter an amount above zero.',
    });
    expect(ngLimitProblems({ daily_limit: '6000000.00', single_transfer_limit: '1000000.01' }, ceilings, fmt)).toEqual({
      daily_limit: 'At most N5000000.00 on your tier.',
      single_transfer_limit: 'At most N1000000.00 on your tier.',
    });
    expect(ngLimitProblems({ daily_limit: '1000.00', single_transfer_limit: '1000.01' }, ceilings, fmt)).toEqual({
      single_transfer_limit: 'Must not be more than the daily limit.',
    });
  });
});
