/**
 * A receipt (a payment against an invoice) as a PDF, with the shared PDF kit: `receiptDocument`
 * gives the document description, `buildReceiptPdf` the bytes. Part of the on-demand PDF chunk:
 * load it with `loadReceiptPdf()` from ./load.
 *
 * The balance left and the change are this payment's: worked out from the invoice's receipts in
 * the order they were recorded (date, then id), so an older receipt prints what was left then.
 */
import type { BusinessSchemas } from '@/api/types';
import { formatDate } from '@/lib/dates';
import { safeFileName } from '@/lib/download';
import { formatMoney, fromMinor, toMinor } from '@/lib/money';
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

type Invoice = BusinessSchemas['Invoice'];
type Receipt = BusinessSchemas['Receipt'];

export interface ReceiptPdfInput extends BusinessExtras {
  receipt: Receipt;
  business: BusinessSchemas['Business'];
  /** The invoice paid, for its reference, total and the balance left. */
  invoice?: Invoice | null;
  /** Every receipt of that invoice (this one included), for the balance left and change after this payment. */
  invoiceReceipts?: readonly Receipt[];
  /** Overrides the receipt's own `number` (RCT-000045). */
  receiptNumber?: string | null;
  invoiceNumber?: string | null;
  createdAt?: Date;
}

export interface PaymentPosition {
  /** Paid on the invoice before this payment. */
  paidBefore: string;
  /** Owed after this payment (never below 0). */
  balanceAfter: string;
  /** Handed back from this payment (cash above the balance). */
  change: string;
}

const earlier = (a: Receipt, b: Receipt) => a.date < b.date || (a.date === b.date && a.id < b.id);

/**
 * Where this payment left the invoice, or null when it cannot be told (no invoice; or the
 * invoice's receipts unknown and this is not its latest one).
 */
export function paymentPosition(
  receipt: Receipt,
  invoice: Invoice | null | undefined,
  receipts?: readonly Receipt[],
): PaymentPosition | null {
  if (!invoice) return null;
  const due = toMinor(invoice.total_amount_due);
  let before: bigint;
  if (receipts?.length) {
    before = receipts.filter((r) => r.id !== receipt.id && earlier(r, receipt)).reduce((sum, r) => sum + toMinor(r.amount), 0n);
  } else if (invoice.receipt === receipt.id) {
    before = toMinor(invoice.total_amount_paid) - toMinor(receipt.amount);
  } else {
    return null;
  }
  const after = before + toMinor(receipt.amount);
  const over = (paid: bigint) => (paid > due ? paid - due : 0n);
  return {
    paidBefore: fromMinor(before),
    balanceAfter: fromMinor(after < due ? due - after : 0n),
    change: fromMinor(over(after) - over(before)),
  };
}

/** 'Receipt-RCT-000088.pdf' (safe whatever the number holds). */
export function receiptPdfFileName(receipt: Pick<Receipt, 'id'>, receiptNumber?: string | null): string {
  return safeFileName(`Receipt ${receiptNumber?.trim() || receipt.id}`, 'pdf', `Receipt-${receipt.id}`);
}

export function receiptDocument(input: ReceiptPdfInput): PdfDocumentSpec {
  const { receipt, business, invoice } = input;
  const money = (amount: string) => formatMoney(amount, receipt.currency);
  const number = (input.receiptNumber ?? receipt.number)?.trim() || `${receipt.id}`;
  const position = paymentPosition(receipt, invoice, input.invoiceReceipts);
  const country = phoneCountryOf(business.currency);

  const forInvoice = invoice
    ? [`Invoice ${(input.invoiceNumber ?? invoice.number)?.trim() || invoice.id}`, invoice.title]
    : [`Invoice ${receipt.invoice}`];
  const totals: Extract<PdfBlock, { kind: 'totals' }>['rows'] = [
    ...(invoice && position
      ? [
          { label: 'Invoice amount due', value: formatMoney(invoice.total_amount_due, invoice.currency.code) },
          { label: 'Paid before', value: money(position.paidBefore) },
        ]
      : []),
    { label: 'Amount received', value: money(receipt.amount), strong: true },
    ...(position ? [{ label: 'Balance left', value: money(position.balanceAfter), strong: true }] : []),
    ...(position && toMinor(position.change) > 0n ? [{ label: 'Change given', value: money(position.change) }] : []),
  ];

  return {
    meta: {
      title: `Receipt ${number}`,
      author: business.name,
      subject: `Payment from ${receipt.customer.name}`,
      creationDate: input.createdAt,
    },
    header: {
      name: business.name,
      lines: businessLines(business, input),
      logo: input.logo,
      heading: 'Receipt',
      details: [
        { label: 'Receipt no.', value: number },
        { label: 'Date', value: formatDate(receipt.date) },
        { label: 'Method', value: PAYMENT_METHOD_LABELS[receipt.payment_method] },
      ],
    },
    blocks: [
      {
        kind: 'parties',
        columns: [
          { label: 'Received from', lines: customerLines(receipt.customer, country) },
          { label: 'For', lines: forInvoice },
        ],
      },
      ...(receipt.reference?.trim()
        ? [{ kind: 'fields', rows: [{ label: 'Reference', value: receipt.reference }] } as const]
        : []),
      { kind: 'totals', rows: totals },
    ],
    footer: `${business.name} · Receipt ${number}`,
  };
}

/** The receipt's PDF bytes. */
export function buildReceiptPdf(input: ReceiptPdfInput, options: PdfBuildOptions = {}): Promise<Uint8Array> {
  return renderPdf(receiptDocument(input), options);
}
