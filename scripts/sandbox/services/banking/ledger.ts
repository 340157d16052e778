/**
 * The ledger: every movement is a transaction row carrying the balance after it, and the
 * account's balance moves only here, so a statement always sums to the balance change.
 */
import { randomInt } from 'node:crypto';
import { fromMinor, toMinor } from '../../money';
import type { AccountRow, BankingStore, Currency, TransactionRow } from './store';
import { PARTNER } from './tariffs';
import { badRequest } from '../../types';

export type Entry = Omit<TransactionRow, 'id' | '_account' | 'balance_after' | 'currency'>;

/** Debits take amount + fee; credits add the amount. */
export function movement(entry: Pick<TransactionRow, 'type' | 'amount' | 'fee'>): bigint {
  const total = toMinor(entry.amount) + toMinor(entry.fee);
  return entry.type === 'credit' ? total : -total;
}

/** Posts a movement to an account and answers its transaction. */
export function post(store: BankingStore, account: AccountRow, entry: Entry): TransactionRow {
  const current = store.accounts.get(account.id) ?? account;
  const balance = toMinor(current.balance) + movement(entry);
  store.accounts.update(account.id, { balance: fromMinor(balance) });
  return store.transactions.insert({
    ...entry,
    _account: account.id,
    currency: current.currency,
    balance_after: fromMinor(balance),
  });
}

/** An account's transactions in ledger order (oldest first). */
export const ledgerOf = (store: BankingStore, accountId: number): TransactionRow[] =>
  store.transactions.where((t) => t._account === accountId).sort((a, b) => a.id - b.id);

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference such as TRF-20261121-8F3K2Q (random part from `pick`, crypto by default). */
export function reference(prefix: string, at: string, pick: (n: number) => number = randomInt): string {
  const code = Array.from({ length: 6 }, () => ALPHABET[pick(ALPHABET.length)]).join('');
  return `${prefix}-${at.slice(0, 10).replace(/-/g, '')}-${code}`;
}

/** A NUBAN at the partner bank: 9-digit serial plus the CBN check digit. */
export function nuban(serial: number): string {
  const digits = `${PARTNER.NGN.cbn_code}${String(serial % 1_000_000_000).padStart(9, '0')}`;
  const weights = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];
  const total = Array.from(digits, Number).reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const check = (10 - (total % 10)) % 10;
  return `${digits.slice(3)}${check}`;
}

/** The partner bank's details for a new account in `currency`, numbered from its id. */
export function partnerDetails(currency: Currency, id: number) {
  if (currency === 'NGN') {
    return {
      account_number: nuban(12_345_000 + id * 7),
      bank_name: PARTNER.NGN.bank_name,
      bank_code: PARTNER.NGN.bank_code,
      routing_number: null,
    };
  }
  return {
    account_number: `2001${String(45_670_000 + id * 13).padStart(8, '0')}`,
    bank_name: PARTNER.USD.bank_name,
    bank_code: null,
    routing_number: PARTNER.USD.routing_number,
  };
}

/** The sandbox account a transfer to the partner bank lands in, if any. */
export function accountAtPartner(store: BankingStore, currency: Currency, accountNumber: string): AccountRow | undefined {
  return store.accounts.find((a) => a.currency === currency && a.account_number === accountNumber);
}

/** What a transaction list may be filtered by (the contract's designed `search`, `status`, `min_amount`, `max_amount`, issue 16). */
export interface TransactionFilter {
  start_date?: string;
  end_date?: string;
  type?: TransactionRow['type'];
  status?: TransactionRow['status'];
  search?: string;
  min_amount?: string;
  max_amount?: string;
}

/**
 * The test a transaction list applies: days (the account's, from `dayOf`) inclusive, type, status,
 * text in the narration, reference or counterparty (case-insensitive), and the amount (fee excluded)
 * between min and max inclusive, compared in minor units. A max below the min is refused at max_amount.
 */
export function transactionFilter(
  filter: TransactionFilter,
  dayOf: (t: TransactionRow) => string,
): (t: TransactionRow) => boolean {
  const min = filter.min_amount === undefined ? null : toMinor(filter.min_amount);
  const max = filter.max_amount === undefined ? null : toMinor(filter.max_amount);
  if (min !== null && max !== null && max < min)
    throw badRequest({ max_amount: ['The largest amount must not be below the smallest.'] });
  const needle = filter.search?.trim().toLowerCase() ?? '';
  return (t) => {
    const day = dayOf(t);
    if (filter.start_date && day < filter.start_date) return false;
    if (filter.end_date && day > filter.end_date) return false;
    if (filter.type && t.type !== filter.type) return false;
    if (filter.status && t.status !== filter.status) return false;
    const amount = toMinor(t.amount);
    if (min !== null && amount < min) return false;
    if (max !== null && amount > max) return false;
    return !needle || [t.narration, t.reference, t.counterparty_name].some((field) => field.toLowerCase().includes(needle));
  };
}
