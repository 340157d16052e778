/**
 * Bulk transfer rows: the three rails (which account sends by which call), the CSV columns and
 * template of each, the rules every row must pass before any name check, and the batch's totals,
 * all on decimal strings summed in minor units (never floats).
 */
import type { ImportField } from '@/components/csv-import';
import { formatMoney, fromMinor, normalizeMoney, toMinor } from '@/lib/money';

/**
 * `naira-personal`: POST /personal_bank_accounts/{id}/bulk_transfer/; `naira-business`:
 * POST /business/ngn/payout/bulk_transfer/; `ach`: POST /us/ach_bulk_transfer/ (any dollar account).
 */
export type BulkRail = 'naira-personal' | 'naira-business' | 'ach';

export type RowField = 'bank' | 'account_number' | 'account_type' | 'name' | 'amount' | 'narration';

/** One row as typed or read from the file (every value a string, as entered). */
export interface BulkRow {
  /** Stable key for React and for the row's check (not shown). */
  key: number;
  /** The file's line, for messages; null for a row added by hand. */
  line: number | null;
  /** NIP bank code (naira) or ABA routing number (ACH). */
  bank: string;
  account_number: string;
  /** ACH only: checking or savings. */
  account_type: string;
  /** ACH only: the name on the receiving account (naira rows take the name check's). */
  name: string;
  amount: string;
  /** Narration (naira); the ACH template has none. */
  narration: string;
}

export type RowProblems = Partial<Record<RowField, string>>;

/** At most this many transfers in one batch (the contract's maxItems). */
export const MAX_ROWS = 100;

type CsvKey = 'bank_code' | 'routing_number' | 'account_number' | 'account_type' | 'name' | 'amount' | 'narration';

export interface RailInfo {
  currency: 'NGN' | 'USD';
  /** The row fields this rail uses, in table order. */
  fields: readonly RowField[];
  csv: readonly ImportField<CsvKey>[];
  template: { fileName: string; example: Partial<Record<CsvKey, string>> };
}

const NAIRA_CSV: ImportField<CsvKey>[] = [
  { key: 'bank_code', label: 'Bank code', required: true, synonyms: ['bank', 'nip code', 'sort code', 'bankcode'] },
  { key: 'account_number', label: 'Account number', required: true, synonyms: ['nuban', 'account no', 'account'] },
  { key: 'amount', label: 'Amount', required: true, synonyms: ['naira', 'amount ngn', 'value'] },
  { key: 'narration', label: 'Narration', synonyms: ['description', 'memo', 'note', 'remark'] },
];

const ACH_CSV: ImportField<CsvKey>[] = [
  { key: 'routing_number', label: 'Routing number', required: true, synonyms: ['routing', 'aba', 'aba routing number'] },
  { key: 'account_number', label: 'Account number', required: true, synonyms: ['account no', 'account'] },
  { key: 'account_type', label: 'Account type', required: true, synonyms: ['type'] },
  { key: 'name', label: 'Name', required: true, synonyms: ['beneficiary', 'beneficiary name', 'account name', 'payee'] },
  { key: 'amount', label: 'Amount', required: true, synonyms: ['usd', 'amount usd', 'value'] },
];

const NAIRA: Omit<RailInfo, 'template'> = {
  currency: 'NGN',
  fields: ['bank', 'account_number', 'amount', 'narration'],
  csv: NAIRA_CSV,
};
const NAIRA_EXAMPLE = { bank_code: '000013', account_number: '0234567891', amount: '45000.00', narration: 'Invoice 42 rice' };

export const RAILS: Record<BulkRail, RailInfo> = {
  'naira-personal': { ...NAIRA, template: { fileName: 'bulk-transfer-naira-template.csv', example: NAIRA_EXAMPLE } },
  'naira-business': { ...NAIRA, template: { fileName: 'bulk-payout-naira-template.csv', example: NAIRA_EXAMPLE } },
  ach: {
    currency: 'USD',
    fields: ['bank', 'account_number', 'account_type', 'name', 'amount'],
    csv: ACH_CSV,
    template: {
      fileName: 'bulk-transfer-ach-template.csv',
      example: {
        routing_number: '111000614',
        account_number: '987654321012',
        account_type: 'checking',
        name: 'Montrose Property Management',
        amount: '3200.00',
      },
    },
  },
};

export const FIELD_LABELS: Record<RowField, { naira: string; ach: string }> = {
  bank: { naira: 'Bank code', ach: 'Routing number' },
  account_number: { naira: 'Account number', ach: 'Account number' },
  account_type: { naira: 'Account type', ach: 'Account type' },
  name: { naira: 'Name', ach: 'Name' },
  amount: { naira: 'Amount', ach: 'Amount' },
  narration: { naira: 'Narration', ach: 'Memo' },
};

export const fieldLabel = (rail: BulkRail, field: RowField) => FIELD_LABELS[field][rail === 'ach' ? 'ach' : 'naira'];

let lastKey = 0;
/** A new row (empty, or with the given values). */
export function newRow(values: Partial<Omit<BulkRow, 'key'>> = {}): BulkRow {
  lastKey += 1;
  return {
    key: lastKey,
    line: null,
    bank: '',
    account_number: '',
    account_type: '',
    name: '',
    amount: '',
    narration: '',
    ...values,
  };
}

/** A row's values from a CSV record read with the rail's columns. */
export function rowFromCsv(line: number, values: Partial<Record<CsvKey, string>>): BulkRow {
  const text = (key: CsvKey) => (values[key] ?? '').trim();
  return newRow({
    line,
    bank: text('bank_code') || text('routing_number'),
    account_number: text('account_number'),
    account_type: text('account_type').toLowerCase(),
    name: text('name'),
    amount: text('amount'),
    narration: text('narration'),
  });
}

/** What the user typed as an amount, as the contract's decimal ('1,500' -> '1500.00'); null when it is not one. */
export function amountOf(typed: string): string | null {
  const plain = typed
    .trim()
    .replace(/^[₦$]|^(NGN|USD)\s*/i, '')
    .replace(/[,\s]/g, '');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(plain)) return null;
  return normalizeMoney(plain);
}

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function validRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = Array.from(routing, Number);
  const total = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return total % 10 === 0;
}

/** The smallest naira transfer (the contract's TransferInput: at least 100.00 NGN). */
const NAIRA_MINIMUM = 100_00n;

/**
 * A row's format problems by field (empty when the row may be name-checked). `bankName` finds a
 * naira bank code in the bank list (undefined while the list is not known: the name check decides).
 */
export function rowProblems(rail: BulkRail, row: BulkRow, bankName?: (code: string) => string | undefined | null): RowProblems {
  const problems: RowProblems = {};
  const currency = RAILS[rail].currency;
  if (rail === 'ach') {
    if (!row.bank) problems.bank = 'Enter the routing number.';
    else if (!/^\d{9}$/.test(row.bank)) problems.bank = 'A routing number has 9 digits.';
    else if (!validRoutingNumber(row.bank)) problems.bank = 'This is not a valid ABA routing number: check the digits.';
    if (!row.account_number) problems.account_number = 'Enter the account number.';
    else if (!/^\d{4,17}$/.test(row.account_number)) problems.account_number = 'A US account number has 4 to 17 digits.';
    if (row.account_type !== 'checking' && row.account_type !== 'savings') problems.account_type = 'Choose checking or savings.';
    const name = row.name.trim();
    if (!name) problems.name = 'Enter the name on the account.';
    else if (name.length < 2 || name.length > 100) problems.name = 'The name must be 2 to 100 characters.';
  } else {
    if (!row.bank) problems.bank = 'Enter the bank code.';
    else if (!/^(\d{3}|\d{6})$/.test(row.bank)) problems.bank = 'A bank code has 6 digits (NIP code) or 3 (CBN sort code).';
    else if (bankName && bankName(row.bank) === null) problems.bank = 'No bank in the list has this code.';
    if (!row.account_number) problems.account_number = 'Enter the account number.';
    else if (!/^\d{10}$/.test(row.account_number)) problems.account_number = 'A Nigerian account number (NUBAN) has 10 digits.';
    if (row.narration.length > 100) problems.narration = 'The narration can be at most 100 characters.';
  }
  const amount = amountOf(row.amount);
  if (!row.amount.trim()) problems.amount = 'Enter the amount.';
  else if (amount === null) problems.amount = 'Enter an amount such as 1500 or 1500.50.';
  else if (toMinor(amount) <= 0n) problems.amount = 'The amount must be more than 0.';
  else if (currency === 'NGN' && toMinor(amount) < NAIRA_MINIMUM)
    problems.amount = `The smallest transfer is ${formatMoney('100', 'NGN')}.`;
  return problems;
}

/** What makes a row's name check and fee stale: the values they were asked for. */
export const checkSignature = (row: BulkRow) =>
  JSON.stringify([row.bank, row.account_number, row.account_type, row.name, amountOf(row.amount)]);

export interface BatchTotals {
  count: number;
  total: string;
  fees: string;
  /** Amounts plus fees: what leaves the account. */
  debit: string;
}

/** Count, total, fees and debit of checked rows, summed in minor units. */
export function batchTotals(rows: readonly { amount: string; fee: string }[]): BatchTotals {
  let total = 0n;
  let fees = 0n;
  for (const row of rows) {
    total += toMinor(row.amount);
    fees += toMinor(row.fee);
  }
  return { count: rows.length, total: fromMinor(total), fees: fromMinor(fees), debit: fromMinor(total + fees) };
}

/** True when the batch (amounts and fees) needs more than the available balance. */
export const overBalance = (totals: BatchTotals, available: string) => toMinor(totals.debit) > toMinor(available);

/** The row a server field error such as `transfers.2.amount` blames, and the field. */
export function blamedRow(path: string): { index: number; field: RowField | null } | null {
  const match = /^transfers\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return null;
  const field: Record<string, RowField> = {
    amount: 'amount',
    beneficiary_account_number: 'account_number',
    account_number: 'account_number',
    beneficiary_bank_code: 'bank',
    bank_code: 'bank',
    routing_number: 'bank',
    account_type: 'account_type',
    beneficiary_name: 'name',
    narration: 'narration',
    memo: 'narration',
  };
  return { index: Number(match[1]), field: field[match[2]!] ?? null };
}
