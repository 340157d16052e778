/**
 * Writes an example invoice and receipt PDF, to open and look at while working on the PDF kit:
 *   npm run pdf:sample [-- --lines 150] [-- --logo path/to/logo.png]
 * -> /tmp/invoice-sample.pdf and /tmp/receipt-sample.pdf. Fonts come from node_modules.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compareMoney } from '../src/lib/money';
import { buildInvoicePdf } from '../src/features/invoices/pdf/invoice-pdf';
import { buildReceiptPdf } from '../src/features/receipts/pdf/receipt-pdf';
import { nodeFonts } from '../src/lib/pdf/node-fonts';
import { sampleBusiness, sampleInvoice, sampleReceipt } from '../src/lib/pdf/testing/samples';

const { values } = parseArgs({ options: { lines: { type: 'string', default: '12' }, logo: { type: 'string' } } });
const lineCount = Number.parseInt(values.lines, 10);
if (!Number.isSafeInteger(lineCount) || lineCount < 1)
  throw new Error(`--lines must be a whole number above 0, not ${values.lines}`);
const logo = values.logo ? new Uint8Array(readFileSync(values.logo)) : null;

const business = sampleBusiness();
const receipt = sampleReceipt();
const unpaid = sampleInvoice(lineCount);
const paidInFull = compareMoney(receipt.amount, unpaid.total_amount_due) >= 0;
const invoice = sampleInvoice(lineCount, {
  total_amount_paid: receipt.amount,
  state: paidInFull ? 'paid' : 'partially_paid',
  receipt: receipt.id,
});
const bankAccount = { bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'Adebayo & Sons Trading Ltd' };
const extras = { logo, taxNumber: '12345678-0001' };

const started = performance.now();
const invoicePdf = await buildInvoicePdf(
  { invoice, business, invoiceNumber: 'INV-000123', receipts: [receipt], bankAccount, ...extras },
  { fonts: nodeFonts },
);
const receiptPdf = await buildReceiptPdf(
  { receipt, business, invoice, invoiceReceipts: [receipt], invoiceNumber: 'INV-000123', ...extras },
  { fonts: nodeFonts },
);
writeFileSync('/tmp/invoice-sample.pdf', invoicePdf);
writeFileSync('/tmp/receipt-sample.pdf', receiptPdf);
console.log(`/tmp/invoice-sample.pdf (${lineCount} lines, ${invoicePdf.length} bytes)`);
console.log(`/tmp/receipt-sample.pdf (${receiptPdf.length} bytes), both in ${Math.round(performance.now() - started)} ms`);
