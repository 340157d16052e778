/**
 * A receipt for any transaction of an account, as a PDF with the shared kit: `transactionReceiptDocument`
 * gives the document description, `buildTransactionReceiptPdf` the bytes. Part of the on-demand PDF
 * chunk: load it with `import('./pdf/receipt-pdf')` when the user asks for it. (The transfer flow's own
 * receipt, made right after a transfer, lives in ../transfer/.)
 */
import type { BankingSchemas } from '@/api/types';
import { formatDateTime } from '@/lib/dates';
import { safeFileName } from '@/lib/download';
import { addMoney, formatMoney } from '@/lib/money';
import { renderPdf, type PdfBuildOptions, type PdfDocumentSpec } from '@/lib/pdf';
import { humanise } from '@/lib/text';

type Transaction = BankingSchemas['Transaction'];
type AccountSummary = Pick<BankingSchemas['PersonalBankAccount'], 'account_name' | 'account_number' | 'bank_name'>;

export interface TransactionReceiptInput {
  transaction: Transaction;
  /** The account the transaction is on (printed in full: the receipt is the holder's own). */
  account: AccountSummary;
  createdAt?: Date;
}

/** 'Transaction-TRF-20261122-K8M2QZ.pdf' (safe whatever the reference holds). */
export function transactionReceiptFileName(transaction: Pick<Transaction, 'id' | 'reference'>): string {
  return safeFileName(`Transaction ${transaction.reference.trim() || transaction.id}`, 'pdf', `Transaction-${transaction.id}`);
}

export function transactionReceiptDocument({ transaction: t, account, createdAt }: TransactionReceiptInput): PdfDocumentSpec {
  const money = (amount: string) => formatMoney(amount, t.currency);
  const credit = t.type === 'credit';
  const counterparty = [
    t.counterparty_name,
    t.counterparty_account_number ? `Account ${t.counterparty_account_number}` : '',
    t.counterparty_bank_name ?? '',
  ].filter(Boolean);
  const holder = [account.account_name, `Account ${account.account_number}`, account.bank_name];
  return {
    meta: {
      title: `Transaction ${t.reference}`,
      author: account.bank_name,
      subject: t.narration || undefined,
      creationDate: createdAt,
    },
    header: {
      name: account.bank_name,
      lines: [],
      heading: 'Transaction receipt',
      details: [
        { label: 'Reference', value: t.reference },
        { label: 'Date', value: formatDateTime(t.created_at) },
        { label: 'Status', value: humanise(t.status) },
      ],
    },
    blocks: [
      {
        kind: 'parties',
        columns: credit
          ? [
              { label: 'From', lines: counterparty },
              { label: 'To', lines: holder },
            ]
          : [
              { label: 'From', lines: holder },
              { label: 'To', lines: counterparty },
            ],
      },
      ...(t.narration.trim() ? [{ kind: 'fields' as const, rows: [{ label: 'Narration', value: t.narration }] }] : []),
      {
        kind: 'totals',
        rows: credit
          ? [{ label: 'Amount received', value: money(t.amount), strong: true }]
          : [
              { label: 'Amount sent', value: money(t.amount) },
              { label: 'Fee', value: money(t.fee) },
              { label: 'Total debited', value: money(addMoney(t.amount, t.fee)), strong: true },
            ],
      },
      { kind: 'fields', rows: [{ label: 'Balance after', value: money(t.balance_after) }] },
    ],
    footer: `${account.bank_name} · ${t.reference}`,
  };
}

export function buildTransactionReceiptPdf(input: TransactionReceiptInput, options: PdfBuildOptions = {}): Promise<Uint8Array> {
  return renderPdf(transactionReceiptDocument(input), options);
}
