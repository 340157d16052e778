/**
 * The invoice as a PDF, made in the browser: `invoiceDocument` turns the contract's records into a
 * `PdfDocumentSpec` (pure data, no fonts), `buildInvoicePdf` draws it with the shared PDF kit.
 * Part of the on-demand PDF chunk: load it with `loadInvoicePdf()` from ./load.
 *
 * Fields the contract does not have yet (the invoice number, the business's tax number and bank
 * account, item 1 and 3 of issue 13) are optional inputs, so callers map them in once they exist.
 */
import type { BusinessSchemas } from '@/api/types';
import { formatDate } from '@/lib/dates';
import { safeFileName } from '@/lib/download';
import { compareMoney, formatMoney, subtractMoney } from '@/lib/money';
import {
  type BusinessExtras,
  businessLines,
  customerLines,
  PAYMENT_METHOD_LABELS,
  type PdfBlock,
  type PdfBuildOptions,
  type PdfDocumentSpec,
  renderPdf,
} from '@/lib/pdf';
import { phoneCountryOf } from '@/lib/phone';
import { humanise } from '@/lib/text';

type Invoice = BusinessSchemas['Invoice'];
type Receipt = BusinessSchemas['Receipt'];

/** The account customers pay into (the business details' bank account). */
export interface PayIntoAccount {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface InvoicePdfInput extends BusinessExtras {
  invoice: Invoice;
  business: BusinessSchemas['Business'];
  /** Overrides the invoice's own `number` (INV-000123), the transfer reference. */
  invoiceNumber?: string | null;
  /** The customer's full record, when loaded; the invoice's own customer reference otherwise. */
  customer?: Pick<BusinessSchemas['Customer'], 'name' | 'email' | 'phone_number'> | null;
  /** Payments recorded against the invoice, listed under the totals. */
  receipts?: readonly Receipt[];
  /** Where to pay; printed while a balance is left. */
  bankAccount?: PayIntoAccount | null;
  /** The document's creation date (now by default). */
  createdAt?: Date;
}

/** The reference a customer quotes on a transfer: the invoice number, else its id. */
export function invoiceReference(invoice: Pick<Invoice, 'id'>, invoiceNumber?: string | null): string {
  return invoiceNumber?.trim() || `Invoice ${invoice.id}`;
}

/** 'Invoice-INV-000123-Office-chairs.pdf' (safe whatever the title holds). */
export function invoicePdfFileName(invoice: Pick<Invoice, 'id' | 'title'>, invoiceNumber?: string | null): string {
  return safeFileName(`Invoice ${invoiceNumber?.trim() || invoice.id} ${invoice.title}`, 'pdf', `Invoice-${invoice.id}`);
}

/** The invoice as a document description (what `renderPdf` draws). */
export function invoiceDocument(input: InvoicePdfInput): PdfDocumentSpec {
  const { invoice, business } = input;
  const code = invoice.currency.code;
  const money = (amount: string) => formatMoney(amount, code);
  const country = phoneCountryOf(business.currency);
  const number = (input.invoiceNumber ?? invoice.number)?.trim();
  const reference = invoiceReference(invoice, number);

  const details = [
    ...(number ? [{ label: 'Invoice no.', value: number }] : []),
    { label: 'Date', value: formatDate(invoice.sale_date) },
    ...(invoice.due_date ? [{ label: 'Due', value: formatDate(invoice.due_date) }] : []),
    { label: 'Status', value: humanise(invoice.state) },
  ];

  const lines = invoice.items.map((item) => [item.name, String(item.quantity), money(item.unit_price), money(item.total)]);
  const afterDiscount = subtractMoney(invoice.total_amount, invoice.discount);
  const vatAmount = subtractMoney(invoice.total_amount_due, afterDiscount);
  const totals = [
    { label: 'Subtotal', value: money(invoice.total_amount) },
    ...(compareMoney(invoice.discount, '0') !== 0
      ? [{ label: 'Discount', value: money(subtractMoney('0', invoice.discount)) }]
      : []),
    ...(compareMoney(vatAmount, '0') !== 0 ? [{ label: `VAT (${invoice.vat}%)`, value: money(vatAmount) }] : []),
    { label: 'Amount due', value: money(invoice.total_amount_due), strong: true },
    { label: 'Paid', value: money(invoice.total_amount_paid) },
    { label: 'Balance', value: money(invoice.total_balance), strong: true },
    ...(compareMoney(invoice.change, '0') > 0 ? [{ label: 'Change given', value: money(invoice.change) }] : []),
  ];

  const blocks: PdfBlock[] = [
    {
      kind: 'parties',
      columns: [
        { label: 'Bill to', lines: customerLines(input.customer ?? invoice.customer, country) },
        { label: 'Invoice for', lines: [invoice.title] },
      ],
    },
    { kind: 'table', columns: LINE_COLUMNS, rows: lines },
    { kind: 'totals', rows: totals },
  ];
  const receipts = input.receipts ?? [];
  if (receipts.length) {
    blocks.push({
      kind: 'table',
      title: 'Payments',
      columns: PAYMENT_COLUMNS,
      rows: receipts.map((r) => [
        formatDate(r.date),
        PAYMENT_METHOD_LABELS[r.payment_method],
        r.reference ?? '',
        formatMoney(r.amount, r.currency),
      ]),
    });
  }
  const open = compareMoney(invoice.total_balance, '0') > 0 && invoice.state !== 'cancelled' && invoice.state !== 'draft';
  if (input.bankAccount && open) {
    blocks.push({
      kind: 'box',
      title: 'Pay by bank transfer',
      rows: [
        { label: 'Bank', value: input.bankAccount.bankName },
        { label: 'Account number', value: input.bankAccount.accountNumber },
        { label: 'Account name', value: input.bankAccount.accountName },
        { label: 'Amount', value: money(invoice.total_balance) },
        { label: 'Reference', value: reference },
      ],
    });
  }
  if (invoice.note?.trim()) blocks.push({ kind: 'text', title: 'Notes', text: invoice.note });

  return {
    meta: {
      title: `Invoice ${number ?? invoice.id}: ${invoice.title}`,
      author: business.name,
      subject: `Invoice for ${invoice.customer.name}`,
      creationDate: input.createdAt,
    },
    header: {
      name: business.name,
      lines: businessLines(business, input),
      logo: input.logo,
      heading: invoice.state === 'draft' ? 'Draft invoice' : 'Invoice',
      details,
    },
    blocks,
    footer: `${business.name} · ${number ? `Invoice ${number}` : `Invoice ${invoice.id}`}`,
  };
}

const LINE_COLUMNS = [
  { header: 'Item', width: 0.46 },
  { header: 'Qty', width: 0.1, align: 'right' },
  { header: 'Unit price', width: 0.22, align: 'right' },
  { header: 'Amount', width: 0.22, align: 'right' },
] as const;

const PAYMENT_COLUMNS = [
  { header: 'Date', width: 0.2 },
  { header: 'Method', width: 0.2 },
  { header: 'Reference', width: 0.36 },
  { header: 'Amount', width: 0.24, align: 'right' },
] as const;

/** The invoice's PDF bytes. */
export function buildInvoicePdf(input: InvoicePdfInput, options: PdfBuildOptions = {}): Promise<Uint8Array> {
  return renderPdf(invoiceDocument(input), options);
}
