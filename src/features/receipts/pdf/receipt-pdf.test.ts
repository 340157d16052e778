/** The receipt PDF read back with pdf.js, and the payment arithmetic it prints. */
import { describe, expect, it } from 'vitest';
import { nodeFonts } from '@/lib/pdf/node-fonts';
import { readPdfText } from '@/lib/pdf/testing/pdf-text';
import { sampleBusiness, sampleInvoice, sampleReceipt } from '@/lib/pdf/testing/samples';
import { buildReceiptPdf, paymentPosition, receiptDocument, receiptPdfFileName } from './receipt-pdf';

describe('receipt PDF', () => {
  it('holds the receipt number, the amount with ₦, the invoice it pays and the balance left', async () => {
    const receipt = sampleReceipt();
    const invoice = sampleInvoice(10, { total_amount_paid: receipt.amount, state: 'partially_paid', receipt: receipt.id });
    const bytes = await buildReceiptPdf(
      { receipt, business: sampleBusiness(), invoice, invoiceNumber: 'INV-000123', receiptNumber: 'RCT-000088' },
      { fonts: nodeFonts },
    );
    const { pages, info } = await readPdfText(bytes);
    expect(pages).toHaveLength(1);
    const page = pages[0] ?? '';
    expect(page).toMatch(/^RECEIPT$/m);
    expect(page).toMatch(/Receipt no\. RCT-000088/);
    expect(page).toMatch(/Date 22 Nov 2026/);
    expect(page).toMatch(/Method Bank transfer/);
    expect(page).toContain('Chiamaka Okonkwo-Eze');
    expect(page).toContain('Invoice INV-000123');
    expect(page).toMatch(/Reference GTB\/TRF\/2211\/0045/);
    expect(page).toMatch(/Invoice amount due ₦34,104\.38/);
    expect(page).toMatch(/Paid before ₦0\.00/);
    expect(page).toMatch(/Amount received ₦20,000\.00/);
    expect(page).toMatch(/Balance left ₦14,104\.38/);
    expect(page).not.toContain('Change');
    expect(info.Title).toBe('Receipt RCT-000088');
  });

  it('prints the change of a cash payment above the balance', async () => {
    const invoice = sampleInvoice(1, { discount: '0', vat: '0', total_amount_paid: '2000.00', state: 'paid', receipt: 90 });
    const receipt = sampleReceipt({ id: 90, number: 'RCT-000090', amount: '2000.00', payment_method: 'cash', reference: null });
    const page = (
      await readPdfText(await buildReceiptPdf({ receipt, business: sampleBusiness(), invoice }, { fonts: nodeFonts }))
    ).pages[0];
    expect(invoice.total_amount_due).toBe('1250.00');
    expect(page).toMatch(/Receipt no\. RCT-000090/);
    expect(page).toMatch(/Balance left ₦0\.00/);
    expect(page).toMatch(/Change given ₦750\.00/);
    expect(page).not.toContain('Reference');
  });
});

describe('paymentPosition', () => {
  const invoice = sampleInvoice(1, { discount: '0', vat: '0' }); // due 1250.00
  const first = sampleReceipt({ id: 1, amount: '500.00', date: '2026-11-21' });
  const second = sampleReceipt({ id: 2, amount: '500.00', date: '2026-11-22' });
  const third = sampleReceipt({ id: 3, amount: '400.00', date: '2026-11-22', payment_method: 'cash' });
  const all = [third, first, second];

  it('works out each payment in the order recorded, whatever the list order', () => {
    expect(paymentPosition(first, invoice, all)).toEqual({ paidBefore: '0.00', balanceAfter: '750.00', change: '0.00' });
    expect(paymentPosition(second, invoice, all)).toEqual({ paidBefore: '500.00', balanceAfter: '250.00', change: '0.00' });
    expect(paymentPosition(third, invoice, all)).toEqual({ paidBefore: '1000.00', balanceAfter: '0.00', change: '150.00' });
  });

  it('uses the invoice alone for its latest receipt, and gives up otherwise', () => {
    const latest = { ...invoice, receipt: 3, total_amount_paid: '1400.00' };
    expect(paymentPosition(third, latest)).toEqual({ paidBefore: '1000.00', balanceAfter: '0.00', change: '150.00' });
    expect(paymentPosition(first, latest)).toBeNull();
    expect(paymentPosition(first, null, all)).toBeNull();
  });

  it('without the invoice the receipt shows only the amount received', () => {
    const spec = receiptDocument({ receipt: first, business: sampleBusiness() });
    const totals = spec.blocks.find((b) => b.kind === 'totals');
    expect(totals?.kind === 'totals' && totals.rows).toEqual([{ label: 'Amount received', value: '₦500.00', strong: true }]);
  });

  it('names the file safely', () => {
    expect(receiptPdfFileName({ id: 7 }, 'RCT/000007')).toBe('Receipt-RCT-000007.pdf');
    expect(receiptPdfFileName({ id: 7 })).toBe('Receipt-7.pdf');
  });
});
