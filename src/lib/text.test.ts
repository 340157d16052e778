import { describe, expect, it } from 'vitest';
import { capitalize, countOf, humanise, noPermission, orDash } from './text';

const noun = { one: 'customer', many: 'customers' };

describe('text', () => {
  it('counts with the noun', () => {
    expect(countOf(1, noun)).toBe('1 customer');
    expect(countOf(1340, noun)).toBe('1,340 customers');
    expect(countOf(0, noun)).toBe('0 customers');
  });

  it('capitalises and humanises server words', () => {
    expect(capitalize('customer')).toBe('Customer');
    expect(humanise('partially_paid')).toBe('Partially paid');
    expect(humanise('')).toBe('');
  });

  it('gives the permission reason and dashes for none', () => {
    expect(noPermission('create', noun)).toBe("You don't have permission to add customers.");
    expect(orDash(null)).toBe('—');
    expect(orDash('x')).toBe('x');
  });
});
