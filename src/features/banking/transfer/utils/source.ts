/**
 * Where a transfer from one account goes through the banking contract: which send call, fee
 * quote, bank list, beneficiary list, transaction list and PIN check, and which payment routes it
 * offers (decision 0027).
 */
import type { BankAccount, BusinessCurrency, PersonalAccount } from '../../api/banking.queries';
import type { PinTarget } from '../../api/pins';
import { currencySegment, entryOf, pinTargetOf, type AccountEntry, type AccountKind } from '../../utils/accounts';
import type { PaymentRoute } from '../state';

/**
 * `personal`: a personal naira account (`personal_bank_accounts/{id}/transfer/`); `payout`: a
 * business account in its currency (`business/{currency}/payout/transfer/`); `ach`: a personal
 * dollar account of either service (`us/ach_transfer/`).
 */
export type SendService = 'personal' | 'payout' | 'ach';

export interface TransferSource {
  entry: AccountEntry;
  kind: AccountKind;
  id: number;
  currency: 'NGN' | 'USD';
  segment: BusinessCurrency;
  service: SendService;
  routes: PaymentRoute[];
  /** Null: the contract has no PIN check for this account; the PIN goes with the transfer alone. */
  pinTarget: PinTarget | null;
  /** The partner bank's NIP code (naira): a beneficiary there goes intra-bank, free. */
  partnerBankCode: string | null;
}

export function sourceOf(kind: AccountKind, account: PersonalAccount | BankAccount): TransferSource {
  const entry = entryOf(kind, account);
  const currency = account.currency;
  const business = entry.category === 'business';
  const service: SendService = business ? 'payout' : currency === 'NGN' ? 'personal' : 'ach';
  const routes: PaymentRoute[] = currency === 'NGN' ? ['nip', 'intra'] : business ? ['ach', 'wire'] : ['ach'];
  return {
    entry,
    kind,
    id: account.id,
    currency,
    segment: currencySegment(currency),
    service,
    routes,
    pinTarget: pinTargetOf(entry),
    partnerBankCode: currency === 'NGN' ? account.bank_code : null,
  };
}

export const ROUTE_LABELS: Record<PaymentRoute, { title: string; detail: string }> = {
  nip: { title: 'Another Nigerian bank (NIP)', detail: 'Instant to any Nigerian bank. Fee ₦10.75 to ₦53.75.' },
  intra: { title: 'Same bank (intra-bank)', detail: 'To another account at this bank. Free.' },
  ach: { title: 'ACH', detail: 'To any US bank account, 1-3 business days. Fee $1.00.' },
  wire: { title: 'Wire (Fedwire)', detail: 'Same day. Fee $25.00.' },
};

/** The contract's `transfer_type` for a route. */
export const transferTypeOf = (route: PaymentRoute): 'intra' | 'inter' | 'ach' | 'wire' => (route === 'nip' ? 'inter' : route);
