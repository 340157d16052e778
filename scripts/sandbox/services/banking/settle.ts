/**
 * Time in the sandbox bank: before any call is answered, what is due is settled.
 * - KYC and KYB records are `pending` when submitted and resolve at the next call (verified, or
 *   rejected for the magic BVN '00000000000', SSN '000-00-0000' or EIN '00-0000000').
 * - Business account applications are approved at the next call, opening the account.
 * - Transfers are `pending` when made and settle at the next call: `successful` (crediting the
 *   beneficiary when it is a sandbox account), or, for the magic amount 4040.40, `failed` at the
 *   first call at least 2 seconds later, the debit reversed by a credit of amount + fee.
 */
import { iso } from '../../table';
import { post } from './ledger';
import { fromMinor, toMinor } from '../../money';
import { openBusinessAccount } from './opening';
import type { BankingStore, TransferRow } from './store';

export function settle(store: BankingStore, now = Date.now()): void {
  const at = iso(new Date(now));
  for (const table of [store.kycs, store.kybs]) {
    for (const row of table.where((r) => r.status === 'pending' && r._resolve_at <= now)) {
      const verified = row._outcome.status === 'verified';
      table.update(row.id, { status: row._outcome.status, reason: row._outcome.reason, updated_at: at, verified_at: verified ? at : null });
    }
  }
  for (const application of store.applications.where((a) => (a.status === 'submitted' || a.status === 'under_review') && a._resolve_at <= now)) {
    const kyb = store.kybs.get(application.kyb_id)!;
    const account = openBusinessAccount(store, kyb, application.currency);
    store.applications.update(application.id, { status: 'approved', bank_account_id: account.id, updated_at: at });
  }
  for (const transfer of store.transfers.where((t) => t.status === 'pending' && t._settle_at <= now)) settleTransfer(store, transfer, at);
}

function settleTransfer(store: BankingStore, transfer: TransferRow, at: string): void {
  store.transfers.update(transfer.id, { status: transfer._outcome });
  store.transactions.update(transfer._debit, { status: transfer._outcome });
  const source = store.accounts.get(transfer.account_id)!;
  if (transfer._outcome === 'failed') {
    post(store, source, {
      _rail: null,
      reference: `REV-${transfer.reference}`,
      type: 'credit',
      amount: fromMinor(toMinor(transfer.amount) + toMinor(transfer.fee)),
      fee: '0.00',
      narration: `Reversal: transfer ${transfer.reference} failed`,
      counterparty_name: source.bank_name,
      counterparty_account_number: null,
      counterparty_bank_name: null,
      status: 'successful',
      created_at: at,
    });
    return;
  }
  const target = transfer._credit_account === null ? undefined : store.accounts.get(transfer._credit_account);
  if (!target) return;
  post(store, target, {
    _rail: null,
    reference: transfer.reference,
    type: 'credit',
    amount: transfer.amount,
    fee: '0.00',
    narration: transfer.narration || `Transfer from ${source.account_name}`,
    counterparty_name: source.currency === 'NGN' ? source.account_name.toUpperCase() : source.account_name,
    counterparty_account_number: source.account_number,
    counterparty_bank_name: source.bank_name,
    status: 'successful',
    created_at: at,
  });
}
