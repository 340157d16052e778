/**
 * The transfer flow's calls: fee quotes, banks, beneficiaries, the name check and the send itself.
 * The send runs the banking client directly (never the query client): the PIN travels in its body
 * and no cache may hold it (decision 0022).
 */
import { queryOptions, useQuery, type QueryFunction } from '@tanstack/react-query';
import { banking } from '@/api/clients';
import type { BankingSchemas } from '@/api/types';
import {
  businessTransactionsQuery,
  ngLimitQuery,
  personalTransactionsQuery,
  usActiveLimitQuery,
  usTransactionsQuery,
} from '../../api/banking.queries';
import type { PaymentRoute } from '../state';
import { transferTypeOf, type TransferSource } from '../utils/source';

export type Transfer = BankingSchemas['Transfer'];
export type Beneficiary = BankingSchemas['Beneficiary'];
export type Bank = BankingSchemas['Bank'];
export type NameEnquiry = BankingSchemas['NameEnquiry'];
export type Transaction = BankingSchemas['Transaction'];

const silent = { meta: { silent: true } } as const;

/** One options type for calls that answer the same shape from different paths (`useQuery` wants one key type). */
function oneShape<T>(options: { queryKey: readonly unknown[]; queryFn?: unknown }, staleTime = 0) {
  return queryOptions({ queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<T>, staleTime, ...silent });
}

/** The fee for `amount` on `route`, from the account's own quote call. */
export const feeQuery = (source: TransferSource, route: PaymentRoute, amount: string) =>
  oneShape<BankingSchemas['TransferFee']>(
    source.kind === 'personal' && route !== 'intra'
      ? banking.$api.queryOptions(
          'get',
          '/personal_bank_accounts/{id}/transfer_fee/',
          { params: { path: { id: source.id }, query: { amount } } },
          silent,
        )
      : banking.$api.queryOptions(
          'get',
          '/business/{currency}/payout/fee/',
          { params: { path: { currency: source.segment }, query: { amount, transfer_type: transferTypeOf(route) } } },
          silent,
        ),
  );

/** Nigerian banks: the personal list, or the payout provider's for business accounts. */
export const banksQuery = (source: TransferSource) =>
  oneShape<Bank[]>(
    source.service === 'payout'
      ? banking.$api.queryOptions('get', '/business/ngn/payout/banks/', {})
      : banking.$api.queryOptions('get', '/list_banks/', {}),
    60 * 60_000,
  );

/** The account's saved beneficiaries, most recently used first. */
export function useBeneficiaries(source: TransferSource) {
  const personal = source.service === 'personal';
  const ngnPayout = source.service === 'payout' && source.currency === 'NGN';
  const usdPayout = source.service === 'payout' && source.currency === 'USD';
  const a = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/personal_bank_accounts/{id}/beneficiaries/',
      { params: { path: { id: source.id } } },
      silent,
    ),
    enabled: personal,
  });
  const b = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/business/{currency}/payout/beneficiary/',
      { params: { path: { currency: 'ngn' } } },
      silent,
    ),
    enabled: ngnPayout,
  });
  const c = useQuery({
    ...banking.$api.queryOptions(
      'get',
      '/business/{currency}/payout/beneficiary/ach/',
      { params: { path: { currency: 'usd' } } },
      silent,
    ),
    enabled: usdPayout,
  });
  const d = useQuery({
    ...banking.$api.queryOptions('get', '/us/beneficiaries/', {}, silent),
    enabled: source.service === 'ach',
  });
  return personal ? a : ngnPayout ? b : usdPayout ? c : d;
}

/** The first page of the account's transactions (the repeat warning, following a pending transfer). */
export const transactionsQuery = (source: TransferSource) =>
  oneShape<BankingSchemas['PaginatedTransactionList']>(
    source.kind === 'personal'
      ? personalTransactionsQuery(source.id)
      : source.entry.category === 'business'
        ? businessTransactionsQuery(source.segment)
        : usTransactionsQuery(source.id),
  );

/** The limits the flow can check at the field (a business naira account's are the bank's to check). */
export function useLimits(source: TransferSource) {
  const ng = useQuery({ ...ngLimitQuery(), enabled: source.service === 'personal' });
  const us = useQuery({ ...usActiveLimitQuery(), enabled: source.currency === 'USD' });
  if (source.service === 'personal') {
    return {
      loading: ng.isPending,
      limits: ng.data
        ? {
            single: ng.data.single_transfer_limit,
            daily: ng.data.daily_limit,
            dailyUsed: ng.data.daily_used,
            monthly: null,
            monthlyUsed: null,
          }
        : null,
    };
  }
  if (source.currency === 'USD') {
    return {
      loading: us.isPending,
      limits: us.data
        ? {
            single: us.data.single_transfer_limit,
            daily: us.data.daily_limit,
            dailyUsed: us.data.daily_used,
            monthly: us.data.monthly_limit,
            monthlyUsed: us.data.monthly_used,
          }
        : null,
    };
  }
  return { loading: false, limits: null };
}

/** The name on an account (NIP name enquiry, or US account verification with the routing number). */
export async function checkName(source: TransferSource, accountNumber: string, bankCode: string): Promise<NameEnquiry> {
  const { data } = await banking.client.POST('/business/{currency}/payout/validate/', {
    params: { path: { currency: source.segment } },
    body: { account_number: accountNumber, bank_code: bankCode },
  });
  return data!;
}

/** Who the money goes to, as the flow collected it. */
export interface Recipient {
  name: string;
  accountNumber: string;
  bankName: string;
  /** NIP code (naira) or null. */
  bankCode: string | null;
  routingNumber: string | null;
  accountType: 'checking' | 'savings' | null;
  save: boolean;
}

export interface SendInput {
  source: TransferSource;
  route: PaymentRoute;
  recipient: Recipient;
  amount: string;
  narration: string;
  pin: string;
}

/** Sends the transfer under `key` (the same key for every retry of one press of Confirm). */
export async function sendTransfer(input: SendInput, key: string): Promise<Transfer> {
  const { source, route, recipient, amount, narration, pin } = input;
  const header = { 'Idempotency-Key': key };
  const save = recipient.save;
  if (source.service === 'personal') {
    const { data } = await banking.client.POST('/personal_bank_accounts/{id}/transfer/', {
      params: { path: { id: source.id }, header },
      body: {
        amount,
        beneficiary_account_number: recipient.accountNumber,
        beneficiary_bank_code: recipient.bankCode ?? '',
        beneficiary_name: recipient.name,
        narration,
        pin,
        save_beneficiary: save,
      },
    });
    return data!;
  }
  if (source.service === 'ach') {
    const { data } = await banking.client.POST('/us/ach_transfer/', {
      params: { header },
      body: {
        account_id: source.id,
        amount,
        routing_number: recipient.routingNumber ?? '',
        account_number: recipient.accountNumber,
        account_type: recipient.accountType ?? 'checking',
        beneficiary_name: recipient.name,
        memo: narration,
        pin,
        save_beneficiary: save,
      },
    });
    return data!;
  }
  const rail =
    source.currency === 'NGN'
      ? { bank_code: recipient.bankCode ?? '' }
      : { routing_number: recipient.routingNumber ?? '', account_type: recipient.accountType ?? ('checking' as const) };
  const { data } = await banking.client.POST('/business/{currency}/payout/transfer/', {
    params: { path: { currency: source.segment }, header },
    body: {
      amount,
      account_number: recipient.accountNumber,
      ...rail,
      beneficiary_name: recipient.name,
      narration,
      transfer_type: transferTypeOf(route),
      pin,
      save_beneficiary: save,
    },
  });
  return data!;
}
