/**
 * A bank statement as a PDF with the shared kit (its fonts have ₦): the account, the period, the
 * opening balance, every transaction (oldest first, the table pages itself), the totals and the
 * closing balance. Part of the on-demand PDF chunk: `import('./pdf/statement-pdf')` when asked.
 */
import type { BankingSchemas } from '@/api/types';
import { formatDate, formatDateTime } from '@/lib/dates';
import { safeFileName } from '@/lib/download';
import { addMoney, formatMoney } from '@/lib/money';
import { renderPdf, type PdfBuildOptions, type PdfDocumentSpec } from '@/lib/pdf';
import { humanise } from '@/lib/text';

type Statement = BankingSchemas['AccountStatement'];

/** 'Statement-0123456789-2026-11-01-to-2026-11-30.pdf' */
export function statementFileName(s: Statement, extension: 'pdf' | 'csv'): string {
  return safeFileName(`Statement ${s.account.account_number} ${s.start_date} to ${s.end_date}`, extension, 'Statement');
}

export function statementDocument(s: Statement, createdAt?: Date): PdfDocumentSpec {
  const money = (amount: string) => formatMoney(amount, s.currency);
  const period = `${formatDate(s.start_date)} to ${formatDate(s.end_date)}`;
  return {
    meta: {
      title: `Statement ${s.account.account_number} ${s.start_date} to ${s.end_date}`,
      author: s.account.bank_name,
      subject: period,
      creationDate: createdAt,
    },
    header: {
      name: s.account.bank_name,
      lines: [],
      heading: 'Statement',
      details: [
        { label: 'Period', value: period },
        { label: 'Currency', value: s.currency },
      ],
    },
    blocks: [
      {
        kind: 'parties',
        columns: [
          { label: 'Account', lines: [s.account.account_name, `Account ${s.account.account_number}`, s.account.bank_name] },
        ],
      },
      {
        kind: 'fields',
        rows: [
          { label: 'Opening balance', value: money(s.opening_balance) },
          { label: 'Money in', value: money(s.total_credit) },
          { label: 'Money out (fees included)', value: money(s.total_debit) },
          { label: 'Closing balance', value: money(s.closing_balance) },
        ],
      },
      {
        kind: 'table',
        title: 'Transactions',
        columns: [
          { header: 'Date', width: 0.16 },
          { header: 'Details', width: 0.36 },
          { header: 'Money in', width: 0.15, align: 'right' },
          { header: 'Money out', width: 0.15, align: 'right' },
          { header: 'Balance', width: 0.18, align: 'right' },
        ],
        rows: s.transactions.map((t) => [
          formatDateTime(t.created_at),
          [t.counterparty_name, t.narration, t.reference, t.status === 'successful' ? '' : humanise(t.status)]
            .filter(Boolean)
            .join('\n'),
          t.type === 'credit' ? money(t.amount) : '',
          t.type === 'debit' ? money(addMoney(t.amount, t.fee)) : '',
          money(t.balance_after),
        ]),
      },
      {
        kind: 'totals',
        rows: [
          { label: 'Opening balance', value: money(s.opening_balance) },
          { label: '+ Money in', value: money(s.total_credit) },
          { label: '− Money out', value: money(s.total_debit) },
          { label: 'Closing balance', value: money(s.closing_balance), strong: true },
        ],
      },
    ],
    footer: `${s.account.account_name} · ${s.account.account_number} · ${period}`,
  };
}

export function buildStatementPdf(s: Statement, options: PdfBuildOptions = {}): Promise<Uint8Array> {
  return renderPdf(statementDocument(s), options);
}
