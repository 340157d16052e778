/**
 * The banking records' reads (issue 16): an account's transactions (three calls, one per kind of
 * account), its statement and the e-mailed statement. All in place (`silent`): the page shows
 * the error with Retry.
 */
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { banking } from '@/api/clients';
import type { BankingSchemas } from '@/api/types';
import { bankAccountQuery, personalAccountQuery } from '../api/banking.queries';
import { currencySegment, entryOf, type AccountEntry, type AccountKind } from '../utils/accounts';
import type { TransactionsSearch } from './search';

const silent = { meta: { silent: true } } as const;

export type Transaction = BankingSchemas['Transaction'];
export type TransactionPage = BankingSchemas['PaginatedTransactionList'];
export type Statement = BankingSchemas['AccountStatement'];

/** The account behind `/banking/accounts/$kind/$accountId/...`, as the banking screens describe it. */
export function useAccountEntry(kind: AccountKind, id: number): UseQueryResult<AccountEntry, unknown> {
  const personal = useQuery({ ...personalAccountQuery(id), enabled: kind === 'personal' });
  const bank = useQuery({ ...bankAccountQuery(id), enabled: kind === 'bank' });
  const query = kind === 'personal' ? personal : bank;
  // The entry is derived on each render; the query's state (pending, error, refetch) is kept.
  const data = query.data ? entryOf(kind, query.data) : undefined;
  return { ...query, data } as UseQueryResult<AccountEntry, unknown>;
}

/** Which list an account's transactions come from. */
export type TransactionSource =
  { kind: 'personal'; id: number } | { kind: 'business'; currency: 'ngn' | 'usd' } | { kind: 'us'; accountId: number };

export function transactionSourceOf(entry: AccountEntry): TransactionSource {
  if (entry.kind === 'personal') return { kind: 'personal', id: entry.account.id };
  if (entry.category === 'business') return { kind: 'business', currency: currencySegment(entry.account.currency) };
  return { kind: 'us', accountId: entry.account.id };
}

/** The list call's query for the URL state (an end date before the start is left out). */
export function transactionsParamsOf(search: TransactionsSearch) {
  const ordered = !(search.start_date && search.end_date && search.end_date < search.start_date);
  return {
    page: search.page,
    search: search.search,
    status: search.status,
    type: search.type,
    min_amount: search.min_amount,
    max_amount: search.max_amount,
    start_date: search.start_date,
    end_date: ordered ? search.end_date : undefined,
  };
}

/** One page of an account's transactions, filtered, from the list of the account's kind. */
export const personalTransactionsPage = (id: number, search: TransactionsSearch) =>
  banking.$api.queryOptions(
    'get',
    '/personal_bank_accounts/{id}/transactions/',
    { params: { path: { id }, query: transactionsParamsOf(search) } },
    silent,
  );
export const businessTransactionsPage = (currency: 'ngn' | 'usd', search: TransactionsSearch) =>
  banking.$api.queryOptions(
    'get',
    '/business/{currency}/transactions/',
    { params: { path: { currency }, query: transactionsParamsOf(search) } },
    silent,
  );
export const usTransactionsPage = (accountId: number, search: TransactionsSearch) =>
  banking.$api.queryOptions(
    'get',
    '/us/transactions/',
    { params: { query: { account_id: accountId, ...transactionsParamsOf(search) } } },
    silent,
  );

/** The page on screen; the previous page stays while the next loads. */
export function useTransactionsPage(
  source: TransactionSource,
  search: TransactionsSearch,
): UseQueryResult<TransactionPage, unknown> {
  const keep = { placeholderData: keepPreviousData };
  const a = useQuery({
    ...personalTransactionsPage(source.kind === 'personal' ? source.id : 0, search),
    ...keep,
    enabled: source.kind === 'personal',
  });
  const b = useQuery({
    ...businessTransactionsPage(source.kind === 'business' ? source.currency : 'ngn', search),
    ...keep,
    enabled: source.kind === 'business',
  });
  const c = useQuery({
    ...usTransactionsPage(source.kind === 'us' ? source.accountId : 0, search),
    ...keep,
    enabled: source.kind === 'us',
  });
  return source.kind === 'personal' ? a : source.kind === 'business' ? b : c;
}

/** Where an account's statement comes from: a personal account by id, a business one by currency; a US personal bank account has none in the contract. */
export type StatementSource = { kind: 'personal'; id: number } | { kind: 'business'; currency: 'ngn' | 'usd' };

export function statementSourceOf(entry: AccountEntry): StatementSource | null {
  if (entry.kind === 'personal') return { kind: 'personal', id: entry.account.id };
  if (entry.category === 'business') return { kind: 'business', currency: currencySegment(entry.account.currency) };
  return null;
}

export type Period = { start_date: string; end_date: string };

/** The statement for a period (only asked for once the period is right: `enabled`). */
export function useStatement(source: StatementSource, period: Period, enabled: boolean): UseQueryResult<Statement, unknown> {
  const a = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/personal_bank_accounts/{id}/statement/',
      { params: { path: { id: source.kind === 'personal' ? source.id : 0 }, query: period } },
      silent,
    ),
    enabled: enabled && source.kind === 'personal',
  });
  const b = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/business/{currency}/statement/',
      { params: { path: { currency: source.kind === 'business' ? source.currency : 'ngn' }, query: period } },
      silent,
    ),
    enabled: enabled && source.kind === 'business',
  });
  return source.kind === 'personal' ? a : b;
}

/** Sends the statement for a period to `email` (the bank's answer says where and when). */
export async function emailStatement(source: StatementSource, body: BankingSchemas['StatementEmailInput']): Promise<string> {
  const { data } =
    source.kind === 'personal'
      ? await banking.client.POST('/personal_bank_accounts/{id}/mail_bank_statement/', {
          params: { path: { id: source.id } },
          body,
        })
      : await banking.client.POST('/business/{currency}/email_statement/', {
          params: { path: { currency: source.currency } },
          body,
        });
  return data!.detail;
}
