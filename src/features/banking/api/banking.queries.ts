/**
 * The banking area's reads (query options for loaders and pages) and its writes. Secrets (PINs,
 * OTPs) never go through the query client: the calls in `pins.ts` run the client directly, so no
 * cache, mutation cache or devtool ever holds them (decision 0022).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { banking } from '@/api/clients';
import { pollOptions } from '@/api/poll';
import type { BankingSchemas } from '@/api/types';

const silent = { meta: { silent: true } } as const;

export type PersonalAccount = BankingSchemas['PersonalBankAccount'];
export type BankAccount = BankingSchemas['BankAccount'];
export type Kyc = BankingSchemas['Kyc'];
export type Kyb = BankingSchemas['Kyb'];
export type Application = BankingSchemas['Application'];
export type BusinessCurrency = 'ngn' | 'usd';

export const personalAccountsQuery = () => banking.$api.queryOptions('get', '/personal_bank_accounts/', {}, silent);
export const bankAccountsQuery = () => banking.$api.queryOptions('get', '/bank_accounts/', {}, silent);

const isSettled = (records: readonly { status: string }[] | undefined) =>
  records !== undefined && records.every((r) => r.status !== 'pending');
const applicationSettled = (records: readonly Application[] | undefined) =>
  records !== undefined && records.every((r) => r.status === 'approved' || r.status === 'rejected');

/** KYC records; polled every 3 s while one is pending (the bank settles them on its own). */
export const kycsQuery = () => ({
  ...banking.$api.queryOptions('get', '/kycs/', {}, silent),
  ...pollOptions<Kyc[]>({ intervalMs: 3000, until: isSettled }),
});
export const kybsQuery = () => ({
  ...banking.$api.queryOptions('get', '/kybs/', {}, silent),
  ...pollOptions<Kyb[]>({ intervalMs: 3000, until: isSettled }),
});
/** A currency's business account applications, polled while one is being reviewed. */
export const applicationsQuery = (currency: BusinessCurrency) => ({
  ...banking.$api.queryOptions('get', '/business/{currency}/applications/', { params: { path: { currency } } }, silent),
  ...pollOptions<Application[]>({ intervalMs: 3000, until: applicationSettled }),
});

export const personalAccountQuery = (id: number) =>
  banking.$api.queryOptions('get', '/personal_bank_accounts/{id}/', { params: { path: { id } } }, silent);
export const bankAccountQuery = (id: number) =>
  banking.$api.queryOptions('get', '/bank_accounts/{id}/', { params: { path: { id } } }, silent);

/** The first page of an account's transactions (issue 16 builds the full list). */
export const personalTransactionsQuery = (id: number) =>
  banking.$api.queryOptions('get', '/personal_bank_accounts/{id}/transactions/', { params: { path: { id } } }, silent);
export const businessTransactionsQuery = (currency: BusinessCurrency) =>
  banking.$api.queryOptions('get', '/business/{currency}/transactions/', { params: { path: { currency } } }, silent);
export const usTransactionsQuery = (accountId: number) =>
  banking.$api.queryOptions('get', '/us/transactions/', { params: { query: { account_id: accountId } } }, silent);

export const ngLimitQuery = () => banking.$api.queryOptions('get', '/ng/transaction_limits/', {}, silent);
export const usTiersQuery = () =>
  banking.$api.queryOptions('get', '/us/transaction_limits/', {}, { ...silent, staleTime: 10 * 60_000 });
export const usActiveLimitQuery = () => banking.$api.queryOptions('get', '/us/active_limit/', {}, silent);

/** Upgrade the US tier: the answer replaces the active limit; a refusal is shown in place. */
export function useUpgradeUsTier() {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (tier: 'standard' | 'premium') => {
      const { data } = await banking.client.POST('/us/upgrade/', { params: { query: { tier } } });
      return data!;
    },
    onSuccess: (answer) => {
      client.setQueryData(usActiveLimitQuery().queryKey, answer.active_limit);
      void client.invalidateQueries({ queryKey: bankAccountsQuery().queryKey });
      void client.invalidateQueries({ queryKey: personalAccountsQuery().queryKey });
    },
  });
}
