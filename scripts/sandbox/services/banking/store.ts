/**
 * The banking service's data: one table per kind of record, every row tagged with its owner
 * (`_owner`, the signed-in user's id). Money is stored as the contract's decimal strings and
 * computed in integer minor units (money.ts). Personal accounts and the accounts of the bank
 * accounts service share one table (`_kind`), so an ACH `account_id` names either.
 */
import type { components } from '../../../../src/api/generated/banking';
import { Table, TableStore, defineStore } from '../../table';

export type Schemas = components['schemas'];
export type Currency = Schemas['AccountCurrency'];
export type Rail = Schemas['TransferType'];
export type NgTier = Schemas['NgLimitTier'];
export type UsTier = Schemas['UsTierName'];

interface Owned {
  _owner: number;
}

/** A verification record: pending until the next call after `_resolve_at`, then `_outcome`. */
interface Resolving {
  _resolve_at: number;
  _outcome: { status: 'verified' | 'rejected'; reason: string | null };
}

export type KycRow = Schemas['Kyc'] & Owned & Resolving;
export type KybRow = Schemas['Kyb'] & Owned & Resolving;

/** Transaction PIN of an account: active PIN, the one waiting for its OTP, and the lock. */
export interface PinState {
  _pin: string | null;
  _pending_pin: string | null;
  _otp_expires: number;
  _otp_attempts: number;
  _pin_failures: number;
}

export interface AccountRow extends Owned, PinState {
  id: number;
  /** `personal`: /personal_bank_accounts/; `bank`: /bank_accounts/ (business and US accounts). */
  _kind: 'personal' | 'bank';
  account_name: string;
  account_number: string;
  bank_name: string;
  bank_code: string | null;
  routing_number: string | null;
  currency: Currency;
  balance: string;
  status: Schemas['AccountStatus'];
  account_category: Schemas['AccountCategory'];
  account_type: Schemas['BankAccount']['account_type'];
  business_name: string | null;
  created_at: string;
  /** Where statements are emailed when no address is given. */
  _email: string;
  /** The phone the PIN OTP goes to. */
  _phone: string;
}

export interface TransactionRow {
  id: number;
  _account: number;
  /** The rail of an outgoing transfer (counts toward limits); null for other movements. */
  _rail: Rail | null;
  reference: string;
  type: Schemas['TransactionType'];
  amount: string;
  fee: string;
  balance_after: string;
  currency: Currency;
  narration: string;
  counterparty_name: string;
  counterparty_account_number: string | null;
  counterparty_bank_name: string | null;
  status: Schemas['TransferStatus'];
  created_at: string;
}

export interface TransferRow extends Owned {
  id: number;
  reference: string;
  account_id: number;
  amount: string;
  fee: string;
  currency: Currency;
  status: Schemas['TransferStatus'];
  transfer_type: Rail;
  beneficiary: Schemas['TransferBeneficiary'];
  narration: string;
  created_at: string;
  idempotency_key: string;
  _debit: number;
  /** A sandbox account credited when the transfer settles (same partner bank). */
  _credit_account: number | null;
  _settle_at: number;
  _outcome: 'successful' | 'failed';
}

export interface BeneficiaryRow extends Owned {
  id: number;
  _account: number;
  name: string;
  account_number: string;
  bank_name: string;
  bank_code: string | null;
  routing_number: string | null;
  account_type: Schemas['Beneficiary']['account_type'];
  currency: Currency;
  created_at: string;
  _last_used: string;
}

export type ApplicationRow = Schemas['Application'] & Owned & { _resolve_at: number };

/** What a transfer call answered, by the caller's Idempotency-Key. */
export interface IdempotencyRow extends Owned {
  id: number;
  key: string;
  fingerprint: string;
  transfers: number[];
  batch_id: string | null;
}

/** Per-user limits: the US tier in force and the custom naira limits (minor units as strings). */
export interface LimitRow extends Owned {
  id: number;
  us_tier: UsTier;
  ng_daily: string | null;
  ng_single: string | null;
}

export class BankingStore extends TableStore {
  kycs = new Table<KycRow>('kycs', 301);
  kybs = new Table<KybRow>('kybs', 401);
  accounts = new Table<AccountRow>('accounts', 1001);
  transactions = new Table<TransactionRow>('transactions', 70001);
  transfers = new Table<TransferRow>('transfers', 50001);
  beneficiaries = new Table<BeneficiaryRow>('beneficiaries', 801);
  applications = new Table<ApplicationRow>('applications', 601);
  idempotency = new Table<IdempotencyRow>('idempotency', 1);
  limits = new Table<LimitRow>('limits', 1);


}

export const storeOf = defineStore('banking', () => new BankingStore());
