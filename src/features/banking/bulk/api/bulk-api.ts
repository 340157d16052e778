/**
 * The calls a bulk transfer makes: the name check (the contract's only name enquiry,
 * `/business/{currency}/payout/validate/`, for personal and business accounts alike), the fee of
 * one row, the bank list, and the batch itself with its Idempotency-Key. The PIN goes straight
 * into the batch's body and is kept nowhere (decision 0022); nothing here uses the query cache
 * for the batch.
 */
import { banking } from '@/api/clients';
import type { BankingSchemas } from '@/api/types';
import type { BankAccount, PersonalAccount } from '../../api/banking.queries';
import type { AccountKind } from '../../utils/accounts';
import { amountOf, type BulkRail, type BulkRow } from '../utils/rows';

export type BulkResult = BankingSchemas['BulkTransferResult'];
export type NameEnquiry = BankingSchemas['NameEnquiry'];
export type Bank = BankingSchemas['Bank'];

/** The account a batch leaves from, and the rail it takes. */
export interface BulkSource {
  rail: BulkRail;
  kind: AccountKind;
  account: PersonalAccount | BankAccount;
}

/** A row that passed its checks: what the batch sends for it. */
export interface ReadyRow {
  row: BulkRow;
  amount: string;
  fee: string;
  /** The name the check answered (naira rows send it as the beneficiary's). */
  checkedName: string;
  bankName: string;
}

const currencyOf = (source: BulkSource) => (source.account.currency === 'NGN' ? 'ngn' : 'usd');

/** The name on the account (a failed check throws the bank's ApiError, 400 on `account_number`). */
export async function nameCheck(source: BulkSource, row: BulkRow): Promise<NameEnquiry> {
  const { data } = await banking.client.POST('/business/{currency}/payout/validate/', {
    params: { path: { currency: currencyOf(source) } },
    body: { account_number: row.account_number, bank_code: row.bank },
  });
  return data!;
}

/**
 * The fee of one row, from the fee call of the source: a personal account's `transfer_fee`, or the
 * business payout fee (`intra` to the account's own bank, which is free; `ach` for dollars).
 */
export async function feeOf(source: BulkSource, row: BulkRow): Promise<string> {
  const amount = amountOf(row.amount)!;
  if (source.kind === 'personal') {
    if (source.account.currency === 'NGN' && row.bank === source.account.bank_code) return '0.00';
    const { data } = await banking.client.GET('/personal_bank_accounts/{id}/transfer_fee/', {
      params: { path: { id: source.account.id }, query: { amount } },
    });
    return data!.fee;
  }
  const transferType = source.account.currency === 'USD' ? 'ach' : row.bank === source.account.bank_code ? 'intra' : 'inter';
  const { data } = await banking.client.GET('/business/{currency}/payout/fee/', {
    params: { path: { currency: currencyOf(source) }, query: { amount, transfer_type: transferType } },
  });
  return data!.fee;
}

const bankList = { meta: { silent: true }, staleTime: 10 * 60_000 } as const;
/** The naira banks a personal account reaches (list_banks), to name a row's bank code. */
export const transferBanksQuery = () => banking.$api.queryOptions('get', '/list_banks/', {}, bankList);
/** The naira banks a business payout reaches (the payout provider's list). */
export const payoutBanksQuery = () => banking.$api.queryOptions('get', '/business/ngn/payout/banks/', {}, bankList);

/** Sends the batch: one call, one PIN, one Idempotency-Key (reused for a retry of the same batch). */
export async function sendBatch(source: BulkSource, rows: readonly ReadyRow[], pin: string, key: string): Promise<BulkResult> {
  const header = { 'Idempotency-Key': key };
  if (source.rail === 'naira-personal') {
    const { data } = await banking.client.POST('/personal_bank_accounts/{id}/bulk_transfer/', {
      params: { path: { id: source.account.id }, header },
      body: {
        pin,
        transfers: rows.map((r) => ({
          amount: r.amount,
          beneficiary_account_number: r.row.account_number,
          beneficiary_bank_code: r.row.bank,
          beneficiary_name: r.checkedName,
          narration: r.row.narration.trim(),
        })),
      },
    });
    return data!;
  }
  if (source.rail === 'naira-business') {
    const { data } = await banking.client.POST('/business/{currency}/payout/bulk_transfer/', {
      params: { path: { currency: 'ngn' }, header },
      body: {
        pin,
        transfers: rows.map((r) => ({
          amount: r.amount,
          account_number: r.row.account_number,
          bank_code: r.row.bank,
          beneficiary_name: r.checkedName,
          narration: r.row.narration.trim(),
        })),
      },
    });
    return data!;
  }
  const { data } = await banking.client.POST('/us/ach_bulk_transfer/', {
    params: { header },
    body: {
      account_id: source.account.id,
      pin,
      transfers: rows.map((r) => ({
        amount: r.amount,
        routing_number: r.row.bank,
        account_number: r.row.account_number,
        account_type: r.row.account_type === 'savings' ? ('savings' as const) : ('checking' as const),
        beneficiary_name: r.row.name.trim(),
      })),
    },
  });
  return data!;
}

/** The body a batch is identified by for its Idempotency-Key (everything but the PIN). */
export const batchIdentity = (source: BulkSource, rows: readonly ReadyRow[]) => ({
  rail: source.rail,
  account: source.account.id,
  rows: rows.map((r) => [
    r.amount,
    r.row.bank,
    r.row.account_number,
    r.row.account_type,
    r.checkedName,
    r.row.name,
    r.row.narration,
  ]),
});
