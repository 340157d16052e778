import { describe, expect, it } from 'vitest';
import { matchesPhone, phoneDigits } from './table';

describe('phone search', () => {
  it('reduces every way of writing a number to the same significant digits', () => {
    for (const text of ['+2348033456789', '2348033456789', '08033456789', '0803 345 6789', '00234 803 345 6789', '8033456789']) {
      expect(phoneDigits(text), text).toBe('8033456789');
    }
    for (const text of ['+15551234567', '+1 (555) 123-4567', '15551234567', '555.123.4567']) {
      expect(phoneDigits(text), text).toBe('5551234567');
    }
    expect(phoneDigits('Chidi')).toBeNull();
    expect(phoneDigits('x@y.co')).toBeNull();
    expect(phoneDigits('=1+1')).toBeNull();
  });

  it('matches national against international and the other way round, whole or in part', () => {
    expect(matchesPhone('08033456789', '+2348033456789')).toBe(true);
    expect(matchesPhone('+2348033456789', '08033456789')).toBe(true);
    expect(matchesPhone('0803 345', '+2348033456789')).toBe(true);
    expect(matchesPhone('(555) 123-4567', '+15551234567')).toBe(true);
    expect(matchesPhone('08033456789', '+2348033456788')).toBe(false);
    expect(matchesPhone('08033456789', null, undefined)).toBe(false);
    // Fewer than 4 digits, or no phone number at all, is left to the text search.
    expect(matchesPhone('080', '+2348033456789')).toBe(false);
    expect(matchesPhone('okafor', '+2348033456789')).toBe(false);
  });
});
