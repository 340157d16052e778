import { describe, expect, it } from 'vitest';
import { discountProblem, invoiceTotals, invoiceTotalsOrNull, lineTotal, paymentSplit, vatProblem } from './invoice-totals';
import { randomInvoice, referenceTotals, seeded } from './invoice-totals.fixtures';

describe('invoiceTotals', () => {
  it('works the issue example: lines, discount amount, VAT 7.5 % on what remains, payments', () => {
    const totals = invoiceTotals({
      lines: [
        { quantity: 2, unit_price: '15000.00' },
        { quantity: 1, unit_price: '8000.00' },
      ],
      discount: '2000.00',
      vat: '7.5',
      payments: ['20000.00'],
    });
    expect(totals).toEqual({
      total_amount: '38000.00',
      discount: '2000.00',
      net: '36000.00',
      vat_amount: '2700.00',
      total_amount_due: '38700.00',
      total_amount_paid: '20000.00',
      total_balance: '18700.00',
      change: '0.00',
    });
  });

  it('rounds VAT half away from zero to the kobo', () => {
    // 7.5 % of 0.10 = 0.0075 -> 0.01; of 0.06 = 0.0045 -> 0.00; 5 % of 0.10 = 0.005 -> 0.01
    expect(invoiceTotals({ lines: [{ quantity: 1, unit_price: '0.10' }], vat: '7.5' }).vat_amount).toBe('0.01');
    expect(invoiceTotals({ lines: [{ quantity: 1, unit_price: '0.06' }], vat: '7.5' }).vat_amount).toBe('0.00');
    expect(invoiceTotals({ lines: [{ quantity: 1, unit_price: '0.10' }], vat: '5' }).vat_amount).toBe('0.01');
    expect(invoiceTotals({ lines: [{ quantity: 3, unit_price: '0.33' }], vat: '7.5' }).total_amount_due).toBe('1.06');
  });

  it('stays exact beyond 2^53 kobo (no floats)', () => {
    const totals = invoiceTotals({ lines: [{ quantity: 1_000_000, unit_price: '99999999999.99' }] });
    expect(totals.total_amount).toBe('99999999999990000.00');
  });

  it('never shows a balance below zero; change is what the receipts handed back', () => {
    const totals = invoiceTotals({ lines: [{ quantity: 1, unit_price: '100' }], payments: ['100.00'], change: ['50.00'] });
    expect(totals.total_balance).toBe('0.00');
    expect(totals.change).toBe('50.00');
  });

  it('agrees kobo for kobo with an independent reference over 200 random invoices', () => {
    const next = seeded(13);
    for (let n = 0; n < 200; n++) {
      const invoice = randomInvoice(next);
      const mine = invoiceTotals(invoice);
      const ref = referenceTotals(invoice);
      expect(
        [mine.total_amount, mine.total_amount_due, mine.total_amount_paid, mine.total_balance],
        `invoice ${n}: ${JSON.stringify(invoice)}`,
      ).toEqual([ref.total, ref.due, ref.paid, ref.balance]);
    }
  });
});

describe('lineTotal, checks and payments', () => {
  it('multiplies exactly and refuses a fractional quantity', () => {
    expect(lineTotal(3, '1500.50')).toBe('4501.50');
    expect(() => lineTotal(1.5, '1.00')).toThrow(TypeError);
  });

  it('says what is wrong with a discount or a VAT rate', () => {
    const lines = [{ quantity: 2, unit_price: '10.00' }];
    expect(discountProblem(lines, '20.00')).toBeNull();
    expect(discountProblem(lines, '20.01')).toBe('The discount cannot be more than the total.');
    expect(discountProblem(lines, '-1')).toBe('Enter an amount of at least 0, with at most 2 decimals.');
    expect(discountProblem(lines, '1e3')).toBe('Enter an amount of at least 0, with at most 2 decimals.');
    expect(vatProblem('7.5')).toBeNull();
    expect(vatProblem('100')).toBeNull();
    expect(vatProblem('100.01')).toBe('Enter a VAT rate from 0 to 100, with at most 2 decimals.');
    expect(vatProblem('7.555')).not.toBeNull();
  });

  it('keeps cash above the balance as change and refuses it for other methods', () => {
    expect(paymentSplit('18700.00', '20000', { cash: true })).toEqual({ applied: '18700.00', change: '1300.00' });
    expect(paymentSplit('18700.00', '20000', { cash: false })).toBeNull();
    expect(paymentSplit('18700.00', '5000.5', { cash: false })).toEqual({ applied: '5000.50', change: '0.00' });
  });
});

describe('invoiceTotalsOrNull (live form totals)', () => {
  const line = { quantity: 2, unit_price: '10.00' };
  it('computes valid input and gives null for anything half-typed or out of range', () => {
    expect(invoiceTotalsOrNull({ lines: [line], vat: '7.5' })?.total_amount_due).toBe('21.50');
    expect(invoiceTotalsOrNull({ lines: [{ quantity: 0, unit_price: '10' }] })).toBeNull();
    expect(invoiceTotalsOrNull({ lines: [{ quantity: 1.5, unit_price: '10' }] })).toBeNull();
    expect(invoiceTotalsOrNull({ lines: [{ quantity: 1, unit_price: '10.' }] })).toBeNull();
    expect(invoiceTotalsOrNull({ lines: [line], vat: '101' })).toBeNull();
    expect(invoiceTotalsOrNull({ lines: [line], discount: '20.01' })).toBeNull();
    expect(invoiceTotalsOrNull({ lines: [line], discount: '' })).toBeNull();
  });
});
