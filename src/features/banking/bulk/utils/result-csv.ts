/** The result of a batch as a CSV file: one line per row, formula-safe (`toCsv` guards every value). */
import { toCsv } from '@/lib/csv';
import type { BulkResult, ReadyRow } from '../api/bulk-api';

export const RESULT_HEADER = [
  'line',
  'beneficiary',
  'account_number',
  'bank',
  'amount',
  'fee',
  'status',
  'reference',
  'narration',
] as const;

/** Each sent row beside the transfer the bank made of it (the answer keeps the order sent). */
export function resultRows(rows: readonly ReadyRow[], result: BulkResult): string[][] {
  return result.transfers.map((transfer, index) => {
    const row = rows[index];
    return [
      row?.row.line === null || row === undefined ? '' : String(row.row.line),
      transfer.beneficiary.name,
      transfer.beneficiary.account_number,
      transfer.beneficiary.bank_name,
      transfer.amount,
      transfer.fee,
      transfer.status,
      transfer.reference,
      transfer.narration,
    ];
  });
}

export const resultCsv = (rows: readonly ReadyRow[], result: BulkResult) => toCsv(RESULT_HEADER, resultRows(rows, result));
