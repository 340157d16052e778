/**
 * Saved beneficiaries, per account and currency: each kind of account has its own list in the
 * contract (personal accounts by id; the business naira payouts; the business dollar (ACH)
 * payouts; the US personal bank accounts' ACH list). The lists are plain arrays, most recently
 * used first, without search or delete.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { banking } from '@/api/clients';
import type { BankingSchemas } from '@/api/types';
import type { AccountEntry } from '../utils/accounts';

export type Beneficiary = BankingSchemas['Beneficiary'];

const silent = { meta: { silent: true } } as const;

export type BeneficiarySource =
  { kind: 'personal'; id: number } | { kind: 'naira-payout' } | { kind: 'ach-payout' } | { kind: 'us' };

export function beneficiarySourceOf(entry: AccountEntry): BeneficiarySource {
  if (entry.kind === 'personal') return { kind: 'personal', id: entry.account.id };
  if (entry.category === 'business') return entry.account.currency === 'NGN' ? { kind: 'naira-payout' } : { kind: 'ach-payout' };
  return { kind: 'us' };
}

export function useBeneficiaries(source: BeneficiarySource): UseQueryResult<Beneficiary[], unknown> {
  const personal = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/personal_bank_accounts/{id}/beneficiaries/',
      { params: { path: { id: source.kind === 'personal' ? source.id : 0 } } },
      silent,
    ),
    enabled: source.kind === 'personal',
  });
  const naira = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/business/{currency}/payout/beneficiary/',
      { params: { path: { currency: 'ngn' } } },
      silent,
    ),
    enabled: source.kind === 'naira-payout',
  });
  const ach = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/business/{currency}/payout/beneficiary/ach/',
      { params: { path: { currency: 'usd' } } },
      silent,
    ),
    enabled: source.kind === 'ach-payout',
  });
  const us = useQuery({ ...banking.$api.queryOptions('get', '/us/beneficiaries/', {}, silent), enabled: source.kind === 'us' });
  return { personal, 'naira-payout': naira, 'ach-payout': ach, us }[source.kind];
}

/** Beneficiaries whose name, account number, bank or routing number holds the text (any case). */
export function searchBeneficiaries(list: readonly Beneficiary[], text: string | undefined): Beneficiary[] {
  const needle = text?.trim().toLowerCase();
  if (!needle) return [...list];
  return list.filter((b) =>
    [b.name, b.account_number, b.bank_name, b.routing_number ?? ''].some((field) => field.toLowerCase().includes(needle)),
  );
}

/** The transfer flow for this account and beneficiary: `/banking/transfer?from=<kind>:<id>&to=<beneficiaryId>`. */
export function transferHref(entry: AccountEntry, beneficiary: Pick<Beneficiary, 'id'>): string {
  const query = new URLSearchParams({ from: `${entry.kind}:${entry.account.id}`, to: String(beneficiary.id) });
  return `/banking/transfer?${query.toString()}`;
}
