/** Transfers and payouts: personal naira transfers, business payouts and US ACH (transfer-engine.ts). */
import { badRequest } from '../../types';
import { businessAccount, currencyOf, personalAccount, signedIn, usdAccount, type Deps, type Handlers } from './context';
import type { AccountRow, Currency, Schemas } from './store';
import { batchResult, idempotencyKey, send, type Outgoing } from './transfer-engine';

type PersonalItem = Schemas['TransferInput'] | Schemas['BulkTransferItem'];
type PayoutItem = Schemas['PayoutTransferInput'] | Schemas['PayoutTransferItem'];
type AchItem = Schemas['AchTransferInput'] | Schemas['AchTransferItem'];

function personalItem(t: PersonalItem, prefix = ''): Outgoing {
  return {
    amount: t.amount,
    name: t.beneficiary_name,
    account_number: t.beneficiary_account_number,
    bank: t.beneficiary_bank_code,
    account_type: null,
    narration: t.narration ?? '',
    rail: undefined,
    save: t.save_beneficiary ?? false,
    fields: { amount: `${prefix}amount`, account_number: `${prefix}beneficiary_account_number`, bank: `${prefix}beneficiary_bank_code`, rail: `${prefix}beneficiary_bank_code` },
  };
}

const required = (field: string, currency: Currency) => badRequest({ [field]: [`This field is required for ${currency.toLowerCase()} payouts.`] });

function payoutItem(currency: Currency, t: PayoutItem, prefix = ''): Outgoing {
  const fields = { amount: `${prefix}amount`, account_number: `${prefix}account_number`, bank: `${prefix}bank_code`, rail: `${prefix}transfer_type` };
  const common = { amount: t.amount, name: t.beneficiary_name, account_number: t.account_number, narration: t.narration ?? '', save: t.save_beneficiary ?? false };
  if (currency === 'NGN') {
    if (!t.bank_code) throw required(`${prefix}bank_code`, currency);
    return { ...common, bank: t.bank_code, account_type: null, rail: t.transfer_type, fields };
  }
  if (!t.routing_number) throw required(`${prefix}routing_number`, currency);
  if (!t.account_type) throw required(`${prefix}account_type`, currency);
  const rail = t.transfer_type ?? 'ach';
  if (rail !== 'ach' && rail !== 'wire') throw badRequest({ [fields.rail]: ['usd payouts go by ach or wire.'] });
  return { ...common, bank: t.routing_number, account_type: t.account_type, rail, fields: { ...fields, bank: `${prefix}routing_number` } };
}

function achItem(t: AchItem, prefix = ''): Outgoing {
  return {
    amount: t.amount,
    name: t.beneficiary_name,
    account_number: t.account_number,
    bank: t.routing_number,
    account_type: t.account_type,
    narration: t.memo ?? '',
    rail: 'ach',
    save: t.save_beneficiary ?? false,
    fields: { amount: `${prefix}amount`, account_number: `${prefix}account_number`, bank: `${prefix}routing_number`, rail: `${prefix}routing_number` },
  };
}

function nairaOnly(account: AccountRow): AccountRow {
  if (account.currency !== 'NGN') throw badRequest({}, 'USD accounts send money with the ACH calls (POST /us/ach_transfer/).');
  return account;
}

export function transferHandlers(deps: Deps): Handlers<
  'createPersonalTransfer' | 'createPersonalBulkTransfer' | 'createBusinessPayoutTransfer' | 'createBusinessPayoutBulkTransfer' | 'createAchTransfer' | 'createAchBulkTransfer'
> {
  const { store } = deps;
  return {
    createPersonalTransfer: (req) => {
      const owner = signedIn(deps, req).id;
      const account = nairaOnly(personalAccount(store, owner, req.params.id));
      const key = idempotencyKey(req.headers);
      const fingerprint = { op: 'personal-transfer', account: account.id, body: req.body };
      const result = send(store, { owner, account, items: [personalItem(req.body)], pin: req.body.pin, key, fingerprint }, false);
      return { status: 201, body: result.transfers[0]! };
    },
    createPersonalBulkTransfer: (req) => {
      const owner = signedIn(deps, req).id;
      const account = nairaOnly(personalAccount(store, owner, req.params.id));
      const items = req.body.transfers.map((t, i) => personalItem(t, `transfers.${i}.`));
      const fingerprint = { op: 'personal-bulk', account: account.id, body: req.body };
      return { status: 201, body: batchResult(send(store, { owner, account, items, pin: req.body.pin, key: idempotencyKey(req.headers), fingerprint }, true)) };
    },
    createBusinessPayoutTransfer: (req) => {
      const owner = signedIn(deps, req).id;
      const account = businessAccount(store, owner, req.params.currency);
      const fingerprint = { op: 'payout', account: account.id, body: req.body };
      const items = [payoutItem(currencyOf(req.params.currency), req.body)];
      const result = send(store, { owner, account, items, pin: req.body.pin, key: idempotencyKey(req.headers), fingerprint }, false);
      return { status: 201, body: result.transfers[0]! };
    },
    createBusinessPayoutBulkTransfer: (req) => {
      const owner = signedIn(deps, req).id;
      const account = businessAccount(store, owner, req.params.currency);
      const items = req.body.transfers.map((t, i) => payoutItem(currencyOf(req.params.currency), t, `transfers.${i}.`));
      const fingerprint = { op: 'payout-bulk', account: account.id, body: req.body };
      return { status: 201, body: batchResult(send(store, { owner, account, items, pin: req.body.pin, key: idempotencyKey(req.headers), fingerprint }, true)) };
    },
    createAchTransfer: (req) => {
      const owner = signedIn(deps, req).id;
      const account = usdAccount(store, owner, req.body.account_id);
      const fingerprint = { op: 'ach', body: req.body };
      const result = send(store, { owner, account, items: [achItem(req.body)], pin: req.body.pin, key: idempotencyKey(req.headers), fingerprint }, false);
      return { status: 201, body: result.transfers[0]! };
    },
    createAchBulkTransfer: (req) => {
      const owner = signedIn(deps, req).id;
      const account = usdAccount(store, owner, req.body.account_id);
      const items = req.body.transfers.map((t, i) => achItem(t, `transfers.${i}.`));
      const fingerprint = { op: 'ach-bulk', body: req.body };
      return { status: 201, body: batchResult(send(store, { owner, account, items, pin: req.body.pin, key: idempotencyKey(req.headers), fingerprint }, true)) };
    },
  };
}
