/**
 * Moving money, the same way for every rail: an idempotent batch of one or more outgoing
 * transfers from one account, accepted whole or not at all. Order of checks: the
 * Idempotency-Key (a repeat answers the first result; the same key with another body is 400),
 * the beneficiaries (bank, name check, not the same account, minimum amount), the PIN, the
 * single, daily and monthly limits, then the balance (amount + fee). A refusal changes nothing
 * but the PIN's wrong-attempt count.
 */
import { createHash, randomInt } from 'node:crypto';
import { HttpError, badRequest } from '../../types';
import { MAGIC_UNVERIFIABLE, NAME_CHECK_FAILS, nigerianBank, usBankName, validRouting } from './directory';
import { accountAtPartner, post, reference } from './ledger';
import { limitsFor, usageOf } from './limits-rules';
import { display, fromMinor, sum, toMinor } from '../../money';
import { requirePin } from './pin-rules';
import type { AccountRow, BankingStore, Rail, Schemas, TransferRow } from './store';
import { MINIMUM, PARTNER, RAILS, feeFor } from './tariffs';
import { now } from '../../table';

/** The magic amount: the transfer stays pending, then fails (README: magic values). */
export const MAGIC_FAILING_AMOUNT = '4040.40';
const FAIL_AFTER_MS = 2_000;

/** One outgoing transfer as the caller described it, with the field names to blame. */
export interface Outgoing {
  amount: string;
  name: string;
  account_number: string;
  /** NIP bank code (NGN) or routing number (USD). */
  bank: string;
  account_type: 'checking' | 'savings' | null;
  narration: string;
  rail: Rail | undefined;
  save: boolean;
  fields: { amount: string; account_number: string; bank: string; rail: string };
}

interface Prepared extends Outgoing {
  rail: Rail;
  minor: bigint;
  fee: bigint;
  beneficiary: Schemas['TransferBeneficiary'];
  target: AccountRow | undefined;
}

export interface SendRequest {
  owner: number;
  account: AccountRow;
  items: Outgoing[];
  pin: string;
  key: string;
  /** What makes two requests the same: operation, path and body. */
  fingerprint: unknown;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const fingerprintOf = (value: unknown) => createHash('sha256').update(stable(value)).digest('hex');

/** The first result for a repeated key, or null for a new key (400 for a reused one). */
export function replay(store: BankingStore, owner: number, key: string, fingerprint: unknown): { transfers: TransferRow[]; batch_id: string | null } | null {
  const seen = store.idempotency.find((r) => r._owner === owner && r.key === key);
  if (!seen) return null;
  if (seen.fingerprint !== fingerprintOf(fingerprint)) {
    throw badRequest(
      { 'Idempotency-Key': ['This key was already used for a different request. Use a new key for a new transfer.'] },
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return { transfers: seen.transfers.map((id) => store.transfers.get(id)!), batch_id: seen.batch_id };
}

function defaultRail(account: AccountRow, toPartner: boolean): Rail {
  if (account.currency === 'NGN') return toPartner ? 'intra' : 'inter';
  return 'ach';
}

function prepare(store: BankingStore, account: AccountRow, item: Outgoing): Prepared {
  const currency = account.currency;
  const fail = (field: string, message: string) => badRequest({ [field]: [message] }, message);
  let bankName: string;
  let toPartner: boolean;
  if (currency === 'NGN') {
    const bank = nigerianBank(item.bank);
    if (!bank) throw fail(item.fields.bank, 'Unknown bank code.');
    if (!/^\d{10}$/.test(item.account_number)) throw fail(item.fields.account_number, 'A Nigerian account number (NUBAN) has 10 digits.');
    bankName = bank.name;
    toPartner = bank.code === PARTNER.NGN.bank_code;
  } else {
    if (!validRouting(item.bank)) throw fail(item.fields.bank, 'Enter a valid 9-digit ABA routing number.');
    bankName = usBankName(item.bank);
    toPartner = item.bank === PARTNER.USD.routing_number;
  }
  if (item.account_number === MAGIC_UNVERIFIABLE[currency]) throw fail(item.fields.account_number, NAME_CHECK_FAILS);
  const target = toPartner ? accountAtPartner(store, currency, item.account_number) : undefined;
  if (target?.id === account.id) throw fail(item.fields.account_number, 'You cannot send money to the account it comes from.');
  const rail = item.rail ?? defaultRail(account, toPartner);
  if (!RAILS[currency].includes(rail)) throw fail(item.fields.rail, `${rail} transfers are not available from a ${currency} account.`);
  if (rail === 'intra' && !toPartner) throw fail(item.fields.rail, `intra transfers go only to ${currency === 'NGN' ? PARTNER.NGN.bank_name : PARTNER.USD.bank_name} accounts.`);
  const minor = toMinor(item.amount);
  if (minor < MINIMUM[currency]) throw fail(item.fields.amount, `The smallest transfer is ${display(MINIMUM[currency], currency)}.`);
  return {
    ...item,
    rail,
    minor,
    fee: feeFor(rail, minor),
    beneficiary: {
      name: item.name,
      account_number: item.account_number,
      bank_name: bankName,
      bank_code: currency === 'NGN' ? nigerianBank(item.bank)!.code : null,
      routing_number: currency === 'USD' ? item.bank : null,
    },
    target,
  };
}

function checkLimits(store: BankingStore, account: AccountRow, items: Prepared[]): void {
  const currency = account.currency;
  const limits = limitsFor(store, account);
  for (const item of items) {
    if (item.minor > limits.single) {
      throw badRequest({ [item.fields.amount]: [`Above your single-transfer limit of ${display(limits.single, currency)}.`] }, `This amount is above your single-transfer limit of ${display(limits.single, currency)}.`);
    }
  }
  const total = sum(items.map((i) => i.minor));
  const used = usageOf(store, account);
  const single = items.length === 1 ? items[0]!.fields.amount : null;
  const refuse = (detail: string) => badRequest(single ? { [single]: [detail] } : {}, detail);
  if (used.today + total > limits.daily) {
    throw refuse(`This would take today's transfers to ${display(used.today + total, currency)}, above your daily limit of ${display(limits.daily, currency)} (${display(used.today, currency)} already sent today).`);
  }
  if (limits.monthly !== null && used.month + total > limits.monthly) {
    throw refuse(`This would take this month's transfers to ${display(used.month + total, currency)}, above your monthly limit of ${display(limits.monthly, currency)}.`);
  }
  const needed = sum(items.map((i) => i.minor + i.fee));
  const balance = toMinor(store.accounts.get(account.id)!.balance);
  if (needed > balance) {
    throw refuse(`Insufficient funds: this needs ${display(needed, currency)} (amount and fees) but the available balance is ${display(balance, currency)}.`);
  }
}

const PREFIX: Record<Rail, string> = { intra: 'TRF', inter: 'TRF', ach: 'ACH', wire: 'WIR' };

function execute(store: BankingStore, req: SendRequest, item: Prepared, key: string, at: string): TransferRow {
  const ref = reference(PREFIX[item.rail], at);
  const debit = post(store, req.account, {
    _rail: item.rail,
    reference: ref,
    type: 'debit',
    amount: fromMinor(item.minor),
    fee: fromMinor(item.fee),
    narration: item.narration || `Transfer to ${item.name}`,
    counterparty_name: item.name,
    counterparty_account_number: item.account_number,
    counterparty_bank_name: item.beneficiary.bank_name,
    status: 'pending',
    created_at: at,
  });
  const failing = fromMinor(item.minor) === MAGIC_FAILING_AMOUNT;
  if (item.save) saveBeneficiary(store, req.account, item, at);
  return store.transfers.insert({
    _owner: req.owner,
    reference: ref,
    account_id: req.account.id,
    amount: fromMinor(item.minor),
    fee: fromMinor(item.fee),
    currency: req.account.currency,
    status: 'pending',
    transfer_type: item.rail,
    beneficiary: item.beneficiary,
    narration: item.narration,
    created_at: at,
    idempotency_key: key,
    _debit: debit.id,
    _credit_account: item.target?.id ?? null,
    _settle_at: Date.now() + (failing ? FAIL_AFTER_MS : 0),
    _outcome: failing ? 'failed' : 'successful',
  });
}

function saveBeneficiary(store: BankingStore, account: AccountRow, item: Prepared, at: string): void {
  const existing = store.beneficiaries.find(
    (b) => b._account === account.id && b.account_number === item.account_number && (b.bank_code ?? b.routing_number) === (item.beneficiary.bank_code ?? item.beneficiary.routing_number),
  );
  if (existing) {
    store.beneficiaries.update(existing.id, { name: item.name, _last_used: at, account_type: item.account_type ?? existing.account_type });
    return;
  }
  store.beneficiaries.insert({
    _owner: account._owner,
    _account: account.id,
    name: item.name,
    account_number: item.account_number,
    bank_name: item.beneficiary.bank_name,
    bank_code: item.beneficiary.bank_code,
    routing_number: item.beneficiary.routing_number,
    account_type: account.currency === 'USD' ? (item.account_type ?? 'checking') : null,
    currency: account.currency,
    created_at: at,
    _last_used: at,
  });
}

/** Sends a batch (one item for a single transfer); answers the transfers, in order. */
export function send(store: BankingStore, req: SendRequest, batch: boolean): { transfers: TransferRow[]; batch_id: string | null } {
  const first = replay(store, req.owner, req.key, req.fingerprint);
  if (first) return first;
  const account = store.accounts.get(req.account.id)!;
  if (account.status !== 'active') throw new HttpError(400, { detail: `This account is ${account.status}: no money can leave it.` });
  const items = req.items.map((item) => prepare(store, account, item));
  requirePin(store, account, req.pin);
  checkLimits(store, account, items);
  const at = now();
  const transfers = items.map((item, index) => execute(store, { ...req, account }, item, batch ? `${req.key}:${index}` : req.key, at));
  const batchId = batch ? reference('BATCH', at, randomInt) : null;
  store.idempotency.insert({ _owner: req.owner, key: req.key, fingerprint: fingerprintOf(req.fingerprint), transfers: transfers.map((t) => t.id), batch_id: batchId });
  return { transfers, batch_id: batchId };
}

/** The batch answer of the bulk calls. */
export function batchResult(result: { transfers: TransferRow[]; batch_id: string | null }): Schemas['BulkTransferResult'] {
  return {
    batch_id: result.batch_id ?? '',
    transfers: result.transfers,
    total_amount: fromMinor(sum(result.transfers.map((t) => toMinor(t.amount)))),
    total_fee: fromMinor(sum(result.transfers.map((t) => toMinor(t.fee)))),
  };
}

/** The Idempotency-Key header (the contract requires it; the core has checked it is there). */
export const idempotencyKey = (headers: Record<string, string>): string => headers['idempotency-key'] ?? '';
