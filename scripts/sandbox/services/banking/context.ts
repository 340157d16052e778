/** What every resource file of the banking service gets, and the helpers they share. */
import type { operations } from '../../../../src/api/generated/banking';
import type { SandboxUser } from '../../auth';
import type { SandboxState } from '../../state';
import { forbidden, notFound, requireUser, type SandboxRequest, type ServiceHandlers } from '../../types';
import { tierOf } from './limits-rules';
import { settle } from './settle';
import type { AccountRow, BankingStore, Currency, Schemas } from './store';
import { ownedBy } from '../../table';

export interface Deps {
  state: SandboxState;
  store: BankingStore;
}

/** The handlers of some operations of the contract. */
export type Handlers<K extends keyof operations> = Pick<ServiceHandlers<operations>, K>;

/**
 * The signed-in user, after time has moved the sandbox on: pending verifications, applications
 * and transfers whose time has come are settled before any call reads them.
 */
export function signedIn<Op>(deps: Deps, req: SandboxRequest<Op>): SandboxUser {
  const user = requireUser(req);
  settle(deps.store);
  return user;
}

/** Business banking (KYB, business accounts) is for business sign-ups only (decision D8). */
export function businessUser<Op>(deps: Deps, req: SandboxRequest<Op>): SandboxUser {
  const user = signedIn(deps, req);
  if (user.account_type !== 'business') throw forbidden('Business banking needs a business account; this is a personal account.');
  return user;
}

/** One of the user's personal accounts (another person's answers 404). */
export function personalAccount(store: BankingStore, owner: number, id: number): AccountRow {
  const account = store.accounts.get(id);
  if (!account || account._owner !== owner || account._kind !== 'personal') throw notFound('No such account.');
  return account;
}

/** One of the user's accounts of the bank accounts service. */
export function bankAccount(store: BankingStore, owner: number, id: number): AccountRow {
  const account = store.accounts.get(id);
  if (!account || account._owner !== owner || account._kind !== 'bank') throw notFound('No such account.');
  return account;
}

export const currencyOf = (segment: 'ngn' | 'usd'): Currency => (segment === 'ngn' ? 'NGN' : 'USD');

/** The user's business account in a currency, if opened. */
export const findBusinessAccount = (store: BankingStore, owner: number, currency: Currency): AccountRow | undefined =>
  ownedBy(store.accounts, owner).find((a) => a._kind === 'bank' && a.account_category === 'business' && a.currency === currency);

/** The user's business account in `{currency}`: 404 when there is none yet. */
export function businessAccount(store: BankingStore, owner: number, segment: 'ngn' | 'usd'): AccountRow {
  const account = findBusinessAccount(store, owner, currencyOf(segment));
  if (!account) throw notFound(`You have no business ${currencyOf(segment)} account yet.`);
  return account;
}

/** One of the user's USD accounts, personal or of the bank accounts service (ACH). */
export function usdAccount(store: BankingStore, owner: number, id: number): AccountRow {
  const account = store.accounts.get(id);
  if (!account || account._owner !== owner || account.currency !== 'USD') throw notFound('No such USD account.');
  return account;
}

export function personalView(store: BankingStore, account: AccountRow): Schemas['PersonalBankAccount'] {
  return {
    id: account.id,
    account_name: account.account_name,
    account_number: account.account_number,
    bank_name: account.bank_name,
    bank_code: account.bank_code,
    routing_number: account.routing_number,
    currency: account.currency,
    balance: account.balance,
    // Debits leave the ledger balance when they are made, so nothing is held on top of it.
    available_balance: account.balance,
    status: account.status,
    has_pin: account._pin !== null,
    tier: tierOf(store, account),
    created_at: account.created_at,
  };
}

export function bankView(store: BankingStore, account: AccountRow): Schemas['BankAccount'] {
  return { ...personalView(store, account), account_category: account.account_category, account_type: account.account_type, business_name: account.business_name };
}

