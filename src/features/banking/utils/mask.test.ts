import { describe, expect, it } from 'vitest';
import { maskAccountNumber, maskedLabel } from './mask';

describe('maskAccountNumber', () => {
  it('keeps only the last four digits of a NUBAN and a US number', () => {
    expect(maskAccountNumber('0123456789')).toBe('•••• 6789');
    expect(maskAccountNumber('200145678901')).toBe('•••• 8901');
    expect(maskAccountNumber('0123456789')).not.toContain('012345');
  });

  it('shows only the last digit of a short number', () => {
    expect(maskAccountNumber('1234')).toBe('•••• 4');
    expect(maskedLabel('1234')).toBe('ending in 4');
  });

  it('labels the mask for screen readers', () => {
    expect(maskedLabel('0123456789')).toBe('ending in 6789');
  });
});
