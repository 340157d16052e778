/**
 * The invoice PDF read back with pdf.js (its Node build): what a customer sees and can select.
 * Fonts come from node_modules; each PDF is made once and shared by the tests that read it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import { nodeFonts } from '@/lib/pdf/node-fonts';
import { type PdfText, readPdfText } from '@/lib/pdf/testing/pdf-text';
import { sampleBusiness, sampleInvoice, sampleReceipt } from '@/lib/pdf/testing/samples';
import { buildInvoicePdf, type InvoicePdfInput, invoiceDocument, invoicePdfFileName } from './invoice-pdf';

const fonts = { fonts: nodeFonts };
const bank = { bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'Adebayo & Sons Trading Ltd' };
const all = (text: PdfText) => text.pages.join('\n');

describe('a 10-line naira invoice', () => {
  let bytes: Uint8Array;
  let text: PdfText;
  const input: InvoicePdfInput = {
    invoice: sampleInvoice(10),
    business: sampleBusiness(),
    invoiceNumber: 'INV-000123',
    taxNumber: '12345678-0001',
    bankAccount: bank,
    createdAt: new Date('2026-11-24T10:00:00Z'),
  };

  beforeAll(async () => {
    bytes = await buildInvoicePdf(input, fonts);
    text = await readPdfText(bytes);
  });

  it('holds the number, the customer and the amount due with ₦ as selectable text', () => {
    expect(text.pages).toHaveLength(1);
    const page = all(text);
    expect(page).toMatch(/Invoice no\. INV-000123/);
    expect(page).toContain('Chiamaka Okonkwo-Eze');
    expect(formatMoney(input.invoice.total_amount_due, 'NGN')).toBe('₦34,104.38');
    expect(page).toMatch(/Amount due ₦34,104\.38/);
    expect(page).toMatch(/Subtotal ₦32,725\.00/);
    expect(page).toMatch(/Discount -₦1,000\.00/);
    expect(page).toMatch(/VAT \(7\.5%\) ₦2,379\.38/);
    expect(page).toMatch(/Balance ₦34,104\.38/);
    expect(page).toMatch(/Office chair \(ergonomic, black mesh\) 1 ₦1,250\.00 ₦1,250\.00/);
    expect(page).toContain('Adébáyọ̀ & Sons Trading Ltd');
    expect(page).toContain('Tax number: 12345678-0001');
    expect(page).toContain('0803 345 6789');
    expect(page).toMatch(/Page 1 of 1/);
  });

  it('says where to pay, with the invoice number as the transfer reference', () => {
    const page = all(text);
    expect(page).toContain('Pay by bank transfer');
    expect(page).toMatch(/Account number 0123456789/);
    expect(page).toMatch(/Reference INV-000123/);
  });

  it('sets the title, author and creation date', () => {
    expect(text.info.Title).toBe('Invoice INV-000123: Office furniture for the new branch');
    expect(text.info.Author).toBe('Adébáyọ̀ & Sons Trading Ltd');
    expect(text.info.CreationDate).toBe('D:20261124100000Z');
  });

  it('stays small: the fonts are subsetted', () => {
    process.stdout.write(`10-line invoice PDF: ${bytes.length} bytes\n`);
    expect(bytes.length).toBeLessThan(40_000);
  });
});

describe('a 150-line invoice', () => {
  let text: PdfText;
  const invoice = sampleInvoice(150, { note: null });

  beforeAll(async () => {
    text = await readPdfText(await buildInvoicePdf({ invoice, business: sampleBusiness(), invoiceNumber: 'INV-000900' }, fonts));
  });

  it('runs over several pages, each with the table header and its page n of m', () => {
    const count = text.pages.length;
    expect(count).toBeGreaterThanOrEqual(3);
    const withLines = text.pages.filter((page) => invoice.items.some((item) => page.includes(`${item.name} ${item.quantity} ₦`)));
    expect(withLines.length).toBeGreaterThanOrEqual(3);
    for (const page of withLines) expect(page).toMatch(/^Item Qty Unit price Amount$/m);
    text.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${count}`));
    expect(text.pages[1]).toContain(`Page 2 of ${count}`);
  });

  it('loses no line and repeats none; the totals come right after the last line, on its page', () => {
    const lines = all(text).split('\n');
    for (const item of invoice.items) {
      const rows = lines.filter((line) => line.startsWith(`${item.name} ${item.quantity} ₦`));
      expect(rows, item.name).toHaveLength(1);
    }
    const last = text.pages[text.pages.length - 1] ?? '';
    // The totals never stand alone on a page: the last line comes with them.
    expect(last).toMatch(/^Item Qty Unit price Amount$/m);
    expect(last).toContain(`${invoice.items[149]!.name} `);
    expect(last.indexOf(invoice.items[149]!.name)).toBeLessThan(last.indexOf('Amount due'));
    expect(last).toContain(`Amount due ${formatMoney(invoice.total_amount_due, 'NGN')}`);
  });
});

describe('hostile and unusual text', () => {
  const hostileTitle = '<script>alert(1)</script> & "quoted" {{7*7}}';
  let text: PdfText;

  beforeAll(async () => {
    const invoice = sampleInvoice(3, {
      title: hostileTitle,
      customer: { id: 9, name: '\u202Eevil\u202C name', email: null, phone_number: null },
      note: `Line one\nLine two ${'x'.repeat(400)}`,
    });
    invoice.items[0]!.name = 'Ṣàngó Ọ̀ṣun Ẹ̀kọ́ — Zoë’s café €5';
    invoice.items[1]!.name = 'مرحبا 你好 🧾 Receipt';
    invoice.items[2]!.name = 'tab\there\u0000null';
    text = await readPdfText(await buildInvoicePdf({ invoice, business: sampleBusiness({ name: '=HYPERLINK("x")' }) }, fonts));
  });

  it('prints a hostile title as the text it is', () => {
    expect(all(text)).toContain(hostileTitle);
    expect(text.info.Title).toBe(`Invoice INV-000123: ${hostileTitle}`);
    expect(all(text)).toContain('=HYPERLINK("x")');
  });

  it('draws accents, ₦, € and Yoruba tones, and ? for characters no font has, without throwing', () => {
    const page = all(text);
    expect(page).toContain('Ṣàngó Ọ̀ṣun Ẹ̀kọ́ — Zoë’s café €5');
    expect(page).toContain('????? ?? ? Receipt');
    expect(page).toContain('tab herenull');
  });

  it('drops bidi controls, and wraps a word longer than the line', () => {
    const page = all(text);
    expect(page).toContain('evil name');
    expect(page).not.toMatch(/[\u202A-\u202E]/);
    expect(page).toContain('Line one\nLine two');
    expect(page).toMatch(/^x{20,}$/m);
  });
});

describe('very long text', () => {
  it('cuts a name or cell too long for a page with …, so no row outgrows its page', async () => {
    const invoice = sampleInvoice(2, { customer: { id: 9, name: 'N'.repeat(3000), email: null, phone_number: null } });
    invoice.items[0]!.name = 'longword '.repeat(1500);
    const text = await readPdfText(
      await buildInvoicePdf({ invoice, business: sampleBusiness({ name: 'B'.repeat(2000) }) }, fonts),
    );
    expect(text.pages.length).toBeLessThanOrEqual(3);
    const page = all(text);
    expect(page.match(/…/g)?.length).toBeGreaterThanOrEqual(4);
    expect(page).not.toMatch(/^N+\n(N+\n){4}/m);
    expect(page).toContain(`Amount due ${formatMoney(invoice.total_amount_due, 'NGN')}`);
    expect(page).toContain(`Page ${text.pages.length} of ${text.pages.length}`);
  });
});

describe('other currencies and states', () => {
  it('a US-dollar invoice shows $ and no ₦ (and a logo neither PNG nor JPEG is left out, not fatal)', async () => {
    const invoice = sampleInvoice(2, {
      currency: { id: 2, name: 'US Dollar', code: 'USD', symbol: '$', active: true, created_at: '2026-01-01T00:00:00Z' },
    });
    const business = sampleBusiness({ currency: 'USD', phone_number: '+17135550142' });
    const webp = new TextEncoder().encode('RIFF....WEBPVP8 not really');
    const bytes = await buildInvoicePdf({ invoice, business, logo: webp }, fonts);
    expect(new TextDecoder('latin1').decode(bytes)).not.toContain('/Subtype /Image');
    const page = all(await readPdfText(bytes));
    expect(page).toContain(`Amount due ${formatMoney(invoice.total_amount_due, 'USD')}`);
    expect(page).toMatch(/Amount due \$\d,\d{3}\.\d\d\n/);
    expect(page).not.toContain('₦');
    expect(page).toContain('(713) 555-0142');
  });

  it('lists payments, leaves out where to pay once paid, and prints a logo', async () => {
    const receipt = sampleReceipt();
    const invoice = sampleInvoice(1, { discount: '0', vat: '0' });
    const paid = { ...invoice, state: 'paid' as const, total_amount_paid: invoice.total_amount_due, total_balance: '0.00' };
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    const bytes = await buildInvoicePdf(
      { invoice: paid, business: sampleBusiness(), receipts: [receipt], bankAccount: bank, logo: png },
      fonts,
    );
    const page = all(await readPdfText(bytes));
    expect(page).toMatch(/^Payments$/m);
    expect(page).toContain('22 Nov 2026 Bank transfer GTB/TRF/2211/0045 ₦20,000.00');
    expect(page).not.toContain('Pay by bank transfer');
    expect(page).not.toContain('Discount');
    expect(page).not.toContain('VAT');
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/Subtype /Image');
  });
});

describe('invoiceDocument and the file name', () => {
  it('a draft says so; the reference is the invoice number, or its id without one', () => {
    const spec = invoiceDocument({ invoice: sampleInvoice(1, { state: 'draft' }), business: sampleBusiness() });
    expect(spec.header.heading).toBe('Draft invoice');
    expect(spec.header.details.map((d) => d.label)).toEqual(['Invoice no.', 'Date', 'Due', 'Status']);
    const open = invoiceDocument({ invoice: sampleInvoice(1), business: sampleBusiness(), bankAccount: bank });
    const box = open.blocks.find((b) => b.kind === 'box');
    expect(box?.kind === 'box' && box.rows.at(-1)).toEqual({ label: 'Reference', value: 'INV-000123' });
    const unnumbered = invoiceDocument({
      invoice: sampleInvoice(1, { number: '' }),
      business: sampleBusiness(),
      bankAccount: bank,
    });
    const fallback = unnumbered.blocks.find((b) => b.kind === 'box');
    expect(unnumbered.header.details.map((d) => d.label)).toEqual(['Date', 'Due', 'Status']);
    expect(fallback?.kind === 'box' && fallback.rows.at(-1)).toEqual({ label: 'Reference', value: 'Invoice 123' });
  });

  it('names the file after the number and title, safe from what the title holds', () => {
    expect(invoicePdfFileName({ id: 5, title: 'Office chairs' }, 'INV-000123')).toBe('Invoice-INV-000123-Office-chairs.pdf');
    expect(invoicePdfFileName({ id: 5, title: '../../etc/passwd\u0000<script>' })).toBe('Invoice-5-etc-passwd-script.pdf');
  });
});
