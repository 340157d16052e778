/** Opening accounts at the partner banks (personal, US, and business on an approved application). */
import type { SandboxState } from '../../state';
import { partnerDetails, post, reference } from './ledger';
import { pinState } from './pin-rules';
import type { AccountRow, BankingStore, Currency, KybRow, KycRow } from './store';
import { now } from '../../table';

export interface Opening {
  owner: number;
  kind: AccountRow['_kind'];
  currency: Currency;
  category: AccountRow['account_category'];
  type: AccountRow['account_type'];
  name: string;
  business_name: string | null;
  email: string;
  phone: string;
  created_at?: string;
  /** Seeded demo accounts get the demo PIN; new ones start without a PIN. */
  pin?: string;
  id?: number;
  /** New accounts get the sandbox's test funds (seeded ones have their own history). */
  testFunds?: boolean;
}

/** What a new sandbox account starts with, so a new user can walk onboarding to a transfer. */
export const TEST_FUNDS: Record<Currency, string> = { NGN: '500000.00', USD: '2500.00' };

export function openAccount(store: BankingStore, o: Opening): AccountRow {
  const row = store.accounts.insert({
    ...(o.id !== undefined ? { id: o.id } : {}),
    _owner: o.owner,
    _kind: o.kind,
    account_name: o.name,
    ...partnerDetails(o.currency, 0),
    currency: o.currency,
    balance: '0.00',
    status: 'active',
    account_category: o.category,
    account_type: o.type,
    business_name: o.business_name,
    created_at: o.created_at ?? now(),
    _email: o.email,
    _phone: o.phone,
    ...pinState(null, null),
  });
  const account = store.accounts.update(row.id, { ...partnerDetails(o.currency, row.id), ...pinState(row.id, o.pin ?? null) })!;
  if (o.testFunds === false) return account;
  post(store, account, {
    _rail: null,
    reference: reference('DEP', account.created_at),
    type: 'credit',
    amount: TEST_FUNDS[o.currency],
    fee: '0.00',
    narration: 'Sandbox test funds',
    counterparty_name: 'LEDGERLY SANDBOX',
    counterparty_account_number: null,
    counterparty_bank_name: null,
    status: 'successful',
    created_at: account.created_at,
  });
  return store.accounts.get(account.id)!;
}

export const kycName = (kyc: KycRow): string => [kyc.first_name, kyc.middle_name, kyc.last_name].filter(Boolean).join(' ');

/** The user's email (statements) and the phone their OTPs go to. */
export function contactOf(state: SandboxState, owner: number, kycPhone: string | null): { email: string; phone: string } {
  const user = state.auth.users.get(owner);
  return { email: user?.email ?? 'customer@ledgerly.ng', phone: kycPhone ?? user?.phone_number ?? '+2348000000000' };
}

/**
 * The business account an approved application opens. A US business may have opened its dollar
 * account already (`bank_accounts/usa/business/`, then the application, decision 0023): the
 * approval settles onto that account instead of opening a second one.
 */
export function openBusinessAccount(store: BankingStore, kyb: KybRow, currency: Currency, extra: Partial<Opening> = {}): AccountRow {
  const opened = store.accounts.where(
    (a) => a._owner === kyb._owner && a._kind === 'bank' && a.account_category === 'business' && a.currency === currency,
  )[0];
  if (opened) return opened;
  return openAccount(store, {
    owner: kyb._owner,
    kind: 'bank',
    currency,
    category: 'business',
    type: currency === 'NGN' ? 'current' : 'checking',
    name: kyb.business_name,
    business_name: kyb.business_name,
    email: kyb.business_email,
    phone: kyb.business_phone_number,
    ...extra,
  });
}
