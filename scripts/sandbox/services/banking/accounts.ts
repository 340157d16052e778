/**
 * Accounts: the person's own NGN and USD accounts (/personal_bank_accounts/) and the bank
 * accounts service's business and US accounts (/bank_accounts/). Each opens on a verified record
 * of the signed-in user; a user holds one personal account per currency, one US personal
 * account per deposit type and one business account per currency.
 */
import { badRequest } from '../../types';
import { bankAccount, bankView, businessUser, findBusinessAccount, personalAccount, personalView, signedIn, type Deps, type Handlers } from './context';
import { contactOf, kycName, openAccount, openBusinessAccount } from './opening';
import type { AccountRow, BankingStore, Currency, KybRow, KycRow } from './store';
import { ownedBy } from '../../table';

const byAge = (a: AccountRow, b: AccountRow) => a.created_at.localeCompare(b.created_at) || a.id - b.id;

function verifiedKyc(store: BankingStore, owner: number, id: number, country: 'NG' | 'US' | null): KycRow {
  const kyc = store.kycs.get(id);
  if (!kyc || kyc._owner !== owner || kyc.status !== 'verified' || (country && kyc.country !== country)) {
    const which = country === 'US' ? 'a verified US identity verification' : country === 'NG' ? 'a verified Nigerian identity verification' : 'a verified identity verification';
    throw badRequest({ kyc_id: [`Choose ${which}.`] }, 'Complete identity verification first');
  }
  return kyc;
}

function verifiedUsKyb(store: BankingStore, owner: number, id: number): KybRow {
  const kyb = store.kybs.get(id);
  if (!kyb || kyb._owner !== owner || kyb.status !== 'verified' || kyb.country !== 'US') {
    throw badRequest({ kyb_id: ['Choose a verified US business verification.'] }, 'Complete business verification first');
  }
  return kyb;
}

export function accountHandlers(deps: Deps): Handlers<
  | 'createPersonalBankAccount'
  | 'listPersonalBankAccounts'
  | 'createPersonalUsdBankAccount'
  | 'getPersonalBankAccount'
  | 'listBankAccounts'
  | 'getBankAccount'
  | 'createUsaPersonalBankAccount'
  | 'createUsaBusinessBankAccount'
> {
  const { state, store } = deps;

  function openPersonal(owner: number, kyc: KycRow, currency: Currency): AccountRow {
    if (ownedBy(store.accounts, owner).some((a) => a._kind === 'personal' && a.currency === currency)) {
      throw badRequest({}, `You already have a personal ${currency === 'NGN' ? 'naira' : 'dollar'} account.`);
    }
    const contact = contactOf(state, owner, kyc.phone_number);
    return openAccount(store, { owner, kind: 'personal', currency, category: 'personal', type: 'savings', name: kycName(kyc), business_name: null, ...contact });
  }

  return {
    createPersonalBankAccount: (req) => {
      const owner = signedIn(deps, req).id;
      const account = openPersonal(owner, verifiedKyc(store, owner, req.body.kyc_id, 'NG'), 'NGN');
      return { status: 201, body: personalView(store, account) };
    },
    createPersonalUsdBankAccount: (req) => {
      const owner = signedIn(deps, req).id;
      const account = openPersonal(owner, verifiedKyc(store, owner, req.body.kyc_id, null), 'USD');
      return { status: 201, body: personalView(store, account) };
    },
    listPersonalBankAccounts: (req) => {
      const owner = signedIn(deps, req).id;
      const accounts = ownedBy(store.accounts, owner).filter((a) => a._kind === 'personal').sort(byAge);
      return { status: 200, body: accounts.map((a) => personalView(store, a)) };
    },
    getPersonalBankAccount: (req) => {
      const owner = signedIn(deps, req).id;
      return { status: 200, body: personalView(store, personalAccount(store, owner, req.params.id)) };
    },
    listBankAccounts: (req) => {
      const owner = signedIn(deps, req).id;
      const accounts = ownedBy(store.accounts, owner).filter((a) => a._kind === 'bank').sort(byAge);
      return { status: 200, body: accounts.map((a) => bankView(store, a)) };
    },
    getBankAccount: (req) => {
      const owner = signedIn(deps, req).id;
      return { status: 200, body: bankView(store, bankAccount(store, owner, req.params.id)) };
    },
    createUsaPersonalBankAccount: (req) => {
      const owner = signedIn(deps, req).id;
      const kyc = verifiedKyc(store, owner, req.body.kyc_id, 'US');
      const type = req.body.account_type;
      if (ownedBy(store.accounts, owner).some((a) => a._kind === 'bank' && a.account_category === 'personal' && a.account_type === type)) {
        throw badRequest({ account_type: [`You already have a US personal ${type} account.`] });
      }
      const contact = contactOf(state, owner, kyc.phone_number);
      const account = openAccount(store, { owner, kind: 'bank', currency: 'USD', category: 'personal', type, name: kycName(kyc), business_name: null, ...contact });
      return { status: 201, body: bankView(store, account) };
    },
    createUsaBusinessBankAccount: (req) => {
      const owner = businessUser(deps, req).id;
      const kyb = verifiedUsKyb(store, owner, req.body.kyb_id);
      if (findBusinessAccount(store, owner, 'USD')) throw badRequest({}, 'You already have a business USD account.');
      const account = openBusinessAccount(store, kyb, 'USD', { type: req.body.account_type });
      return { status: 201, body: bankView(store, account) };
    },
  };
}
