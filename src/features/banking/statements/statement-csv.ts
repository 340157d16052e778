/**
 * A statement as CSV rows (the shared writer in src/lib/csv adds the formula guard, quoting, CRLF
 * and the byte-order mark). Amounts are plain decimal strings, as a spreadsheet sums them; money
 * out carries the fee in its own column.
 */
import type { BankingSchemas } from '@/api/types';

type Statement = BankingSchemas['AccountStatement'];

export const STATEMENT_CSV_HEADER = [
  'date',
  'reference',
  'type',
  'status',
  'counterparty',
  'counterparty_account',
  'counterparty_bank',
  'narration',
  'amount',
  'fee',
  'balance_after',
  'currency',
] as const;

export function statementCsvRows(s: Statement): string[][] {
  return s.transactions.map((t) => [
    t.created_at,
    t.reference,
    t.type,
    t.status,
    t.counterparty_name,
    t.counterparty_account_number ?? '',
    t.counterparty_bank_name ?? '',
    t.narration,
    t.amount,
    t.fee,
    t.balance_after,
    t.currency,
  ]);
}

/** The summary lines that end the file, so the totals travel with the rows. */
export function statementCsvSummary(s: Statement): string[][] {
  const blank = (label: string, value: string) => [label, '', '', '', '', '', '', '', value, '', '', s.currency];
  return [
    blank(`Opening balance ${s.start_date}`, s.opening_balance),
    blank('Total money in', s.total_credit),
    blank('Total money out (fees included)', s.total_debit),
    blank(`Closing balance ${s.end_date}`, s.closing_balance),
  ];
}
