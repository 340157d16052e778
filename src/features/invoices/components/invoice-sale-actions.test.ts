import { describe, expect, it } from 'vitest';
import { editBlockedBy, paymentBlockedBy, shareBlockedBy } from './invoice-sale-actions';
import { PAYMENT_RECORDED } from './invoice-remove-dialog';

describe('what an invoice allows now', () => {
  it('edits only while nothing is paid and it is not cancelled', () => {
    expect(editBlockedBy({ state: 'unpaid', total_amount_paid: '0.00' })).toBeUndefined();
    expect(editBlockedBy({ state: 'draft', total_amount_paid: '0.00' })).toBeUndefined();
    expect(editBlockedBy({ state: 'partially_paid', total_amount_paid: '0.01' })).toBe(PAYMENT_RECORDED);
    expect(editBlockedBy({ state: 'cancelled', total_amount_paid: '0.00' })).toBe('A cancelled invoice cannot be changed.');
  });

  it('takes a payment only on an issued invoice with a balance', () => {
    expect(paymentBlockedBy({ state: 'unpaid', total_balance: '100.00' })).toBeUndefined();
    expect(paymentBlockedBy({ state: 'overdue', total_balance: '0.01' })).toBeUndefined();
    expect(paymentBlockedBy({ state: 'draft', total_balance: '100.00' })).toBe('Issue the invoice before taking a payment.');
    expect(paymentBlockedBy({ state: 'cancelled', total_balance: '100.00' })).toBe('A cancelled invoice cannot take a payment.');
    expect(paymentBlockedBy({ state: 'paid', total_balance: '0.00' })).toBe('This invoice is paid in full.');
  });

  it('shares only an issued invoice, with the sandbox’s words', () => {
    expect(shareBlockedBy({ state: 'paid' })).toBeUndefined();
    expect(shareBlockedBy({ state: 'draft' })).toBe('Issue the invoice before sharing it.');
    expect(shareBlockedBy({ state: 'cancelled' })).toBe('A cancelled invoice cannot be shared.');
  });
});
