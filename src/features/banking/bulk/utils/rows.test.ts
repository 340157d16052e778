import { describe, expect, it } from 'vitest';
import { parseCsvTable } from '@/lib/csv';
import type { BulkResult, ReadyRow } from '../api/bulk-api';
import { resultCsv } from './result-csv';
import {
  amountOf,
  batchTotals,
  blamedRow,
  checkSignature,
  newRow,
  overBalance,
  rowFromCsv,
  rowProblems,
  validRoutingNumber,
} from './rows';

const naira = (values: Parameters<typeof newRow>[0] = {}) =>
  newRow({ bank: '000013', account_number: '0234567891', amount: '45000', narration: 'Rice', ...values });
const ach = (values: Parameters<typeof newRow>[0] = {}) =>
  newRow({
    bank: '111000614',
    account_number: '987654321012',
    account_type: 'checking',
    name: 'Montrose',
    amount: '3200.00',
    ...values,
  });

describe('row rules', () => {
  it('passes a good naira row and a good ACH row', () => {
    expect(rowProblems('naira-personal', naira())).toEqual({});
    expect(rowProblems('naira-business', naira({ bank: '058' }))).toEqual({});
    expect(rowProblems('ach', ach())).toEqual({});
  });

  it('names each naira format fault at its field', () => {
    expect(rowProblems('naira-personal', naira({ bank: '', account_number: '', amount: '' }))).toEqual({
      bank: 'Enter the bank code.',
      account_number: 'Enter the account number.',
      amount: 'Enter the amount.',
    });
    expect(rowProblems('naira-personal', naira({ bank: '13', account_number: '023456789', amount: '12.345' }))).toEqual({
      bank: 'A bank code has 6 digits (NIP code) or 3 (CBN sort code).',
      account_number: 'A Nigerian account number (NUBAN) has 10 digits.',
      amount: 'Enter an amount such as 1500 or 1500.50.',
    });
    expect(rowProblems('naira-personal', naira({ amount: '0.00' })).amount).toBe('The amount must be more than 0.');
    expect(rowProblems('naira-personal', naira({ amount: '-5' })).amount).toBe('Enter an amount such as 1500 or 1500.50.');
    expect(rowProblems('naira-personal', naira({ amount: '99.99' })).amount).toBe('The smallest transfer is ₦100.00.');
    expect(rowProblems('naira-personal', naira({ narration: 'x'.repeat(101) })).narration).toBe(
      'The narration can be at most 100 characters.',
    );
    expect(rowProblems('naira-personal', naira({ bank: '999999' }), () => null).bank).toBe('No bank in the list has this code.');
  });

  it('names each ACH fault, the routing checksum too', () => {
    expect(validRoutingNumber('111000614')).toBe(true);
    expect(validRoutingNumber('111000615')).toBe(false);
    expect(
      rowProblems('ach', ach({ bank: '111000615', account_number: '12', account_type: 'current', name: 'X', amount: '1e3' })),
    ).toEqual({
      bank: 'This is not a valid ABA routing number: check the digits.',
      account_number: 'A US account number has 4 to 17 digits.',
      account_type: 'Choose checking or savings.',
      name: 'The name must be 2 to 100 characters.',
      amount: 'Enter an amount such as 1500 or 1500.50.',
    });
    expect(rowProblems('ach', ach({ amount: '0.01' }))).toEqual({});
  });

  it('reads amounts as people type them, never as floats', () => {
    expect(amountOf('1,500')).toBe('1500.00');
    expect(amountOf(' ₦ 45,000.5 ')).toBe('45000.50');
    expect(amountOf('$3200')).toBe('3200.00');
    expect(amountOf('0.1')).toBe('0.10');
    expect(amountOf('1.005')).toBeNull();
    expect(amountOf('abc')).toBeNull();
    expect(amountOf('999999999999999.99')).toBe('999999999999999.99');
  });

  it('makes a check stale when a checked value changes, not when the narration does', () => {
    const row = naira();
    expect(checkSignature({ ...row, narration: 'Other' })).toBe(checkSignature(row));
    expect(checkSignature({ ...row, amount: '45,000.00' })).toBe(checkSignature(row));
    expect(checkSignature({ ...row, account_number: '0234567892' })).not.toBe(checkSignature(row));
  });

  it('reads a CSV line into a row (ACH account type in lower case)', () => {
    expect(
      rowFromCsv(4, { routing_number: ' 111000614 ', account_type: 'Savings', name: 'Ada', amount: '5', account_number: '1234' }),
    ).toMatchObject({ line: 4, bank: '111000614', account_type: 'savings', name: 'Ada', amount: '5', account_number: '1234' });
  });

  it('maps a server field error to the row and field it blames', () => {
    expect(blamedRow('transfers.2.amount')).toEqual({ index: 2, field: 'amount' });
    expect(blamedRow('transfers.10.beneficiary_account_number')).toEqual({ index: 10, field: 'account_number' });
    expect(blamedRow('transfers.0.routing_number')).toEqual({ index: 0, field: 'bank' });
    expect(blamedRow('pin')).toBeNull();
  });
});

describe('batch totals', () => {
  it('sums amounts and fees in minor units (no float drift over many rows)', () => {
    const rows = Array.from({ length: 50 }, () => ({ amount: '0.10', fee: '10.75' }));
    rows.push({ amount: '0.20', fee: '26.88' });
    const totals = batchTotals(rows);
    expect(totals).toEqual({ count: 51, total: '5.20', fees: '564.38', debit: '569.58' });
    expect(overBalance(totals, '569.58')).toBe(false);
    expect(overBalance(totals, '569.57')).toBe(true);
  });

  it('is exact beyond 2^53 minor units', () => {
    expect(
      batchTotals([
        { amount: '999999999999999.99', fee: '0.01' },
        { amount: '0.01', fee: '0.00' },
      ]),
    ).toEqual({
      count: 2,
      total: '1000000000000000.00',
      fees: '0.01',
      debit: '1000000000000000.01',
    });
  });
});

describe('result CSV', () => {
  it('writes each row beside its transfer, formula starters guarded, and reads back unchanged', async () => {
    const row = naira({ line: 7, narration: '=HYPERLINK("x")' });
    const ready: ReadyRow[] = [
      { row, amount: '45000.00', fee: '26.88', checkedName: '@SUM(A1)', bankName: 'Guaranty Trust Bank' },
    ];
    const result: BulkResult = {
      batch_id: 'BATCH-1',
      total_amount: '45000.00',
      total_fee: '26.88',
      transfers: [
        {
          id: 1,
          reference: 'TRF-1',
          account_id: 1001,
          amount: '45000.00',
          fee: '26.88',
          currency: 'NGN',
          status: 'pending',
          transfer_type: 'inter',
          beneficiary: {
            name: '@SUM(A1)',
            account_number: '0234567891',
            bank_name: 'Guaranty Trust Bank',
            bank_code: '000013',
            routing_number: null,
          },
          narration: '=HYPERLINK("x")',
          created_at: '2026-11-24T10:00:00Z',
          idempotency_key: 'k:0',
        },
      ],
    };
    const text = await resultCsv(ready, result);
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const table = await parseCsvTable(text, {
      columns: ['line', 'beneficiary', 'status', 'reference', 'narration'] as const,
      required: ['line'],
    });
    expect(table.rows[0]!.values).toEqual({
      line: '7',
      beneficiary: '@SUM(A1)',
      status: 'pending',
      reference: 'TRF-1',
      narration: '=HYPERLINK("x")',
    });
  });
});
