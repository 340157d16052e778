/**
 * A transfer's receipt as a PDF, on the shared PDF kit (src/lib/pdf: pdf-lib and Noto Sans, which
 * has ₦). Heavy: load it with `loadTransferReceiptPdf()` from ./load, never statically.
 */
import { renderPdf, type PdfBuildOptions, type PdfDocumentSpec } from '@/lib/pdf';
import { formatDateTime } from '@/lib/dates';
import { safeFileName } from '@/lib/download';
import { addMoney, formatMoney } from '@/lib/money';
import type { BankingSchemas } from '@/api/types';

type Transfer = BankingSchemas['Transfer'];

export interface TransferReceiptInput {
  transfer: Transfer;
  /** The account debited. */
  from: { account_name: string; account_number: string; bank_name: string };
  /** What the account's transactions say now (a pending transfer may have settled). */
  status: string;
}

const STATUS_WORDS: Record<string, string> = {
  pending: 'Pending',
  successful: 'Successful',
  failed: 'Failed (refunded)',
  reversed: 'Reversed (refunded)',
};

const masked = (n: string) => `•••• ${n.slice(-4)}`;

export function transferReceiptDocument({ transfer, from, status }: TransferReceiptInput): PdfDocumentSpec {
  const money = (amount: string) => formatMoney(amount, transfer.currency);
  const totalText = addMoney(transfer.amount, transfer.fee);
  const b = transfer.beneficiary;
  return {
    meta: { title: `Transfer receipt ${transfer.reference}`, author: from.bank_name, subject: 'Transfer receipt' },
    header: {
      name: from.bank_name,
      lines: [`${from.account_name} · ${masked(from.account_number)}`],
      heading: 'Transfer receipt',
      details: [
        { label: 'Reference', value: transfer.reference },
        { label: 'Date', value: formatDateTime(transfer.created_at) },
        { label: 'Status', value: STATUS_WORDS[status] ?? status },
      ],
    },
    blocks: [
      {
        kind: 'parties',
        columns: [
          { label: 'From', lines: [from.account_name, from.bank_name, masked(from.account_number)] },
          {
            label: 'To',
            lines: [
              b.name,
              b.bank_name,
              b.routing_number ? `Routing ${b.routing_number} · ${masked(b.account_number)}` : masked(b.account_number),
            ],
          },
        ],
      },
      {
        kind: 'fields',
        rows: [
          { label: 'Rail', value: transfer.transfer_type.toUpperCase() },
          { label: transfer.transfer_type === 'ach' ? 'Memo' : 'Narration', value: transfer.narration || '—' },
        ],
      },
      {
        kind: 'totals',
        rows: [
          { label: 'Amount', value: money(transfer.amount) },
          { label: 'Fee', value: money(transfer.fee) },
          { label: 'Total debited', value: money(totalText), strong: true },
        ],
      },
    ],
    footer: `Transfer ${transfer.reference}`,
  };
}

export function buildTransferReceiptPdf(input: TransferReceiptInput, options: PdfBuildOptions = {}): Promise<Uint8Array> {
  return renderPdf(transferReceiptDocument(input), options);
}

export const transferReceiptFileName = (transfer: Pick<Transfer, 'reference'>) =>
  safeFileName(`transfer-${transfer.reference}`, 'pdf', 'transfer-receipt');
