/**
 * Business account applications: on a verified KYB of the currency's country, matching its
 * registration number. An application is `submitted` and is approved at the next call
 * (settle.ts), which opens the business account.
 */
import { badRequest } from '../../types';
import { businessUser, currencyOf, findBusinessAccount, signedIn, type Deps, type Handlers } from './context';
import type { Currency, KybRow, Schemas } from './store';
import { keepUpload } from '../../files';
import { newestFirst, now, ownedBy } from '../../table';

type BusinessType = Schemas['BusinessType'];

const FORMS: Record<Currency, BusinessType[]> = {
  NGN: ['sole_proprietorship', 'partnership', 'private_limited', 'public_limited', 'incorporated_trustees'],
  USD: ['sole_proprietorship', 'partnership', 'llc', 'corporation', 'non_profit'],
};

const normalise = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

function applicationKyb(deps: Deps, owner: number, currency: Currency, kybId: number, registration: string): KybRow {
  const kyb = deps.store.kybs.get(kybId);
  const country = currency === 'NGN' ? 'NG' : 'US';
  if (!kyb || kyb._owner !== owner || kyb.status !== 'verified' || kyb.country !== country) {
    throw badRequest({ kyb_id: [`Choose a verified ${country === 'NG' ? 'Nigerian' : 'US'} business verification.`] }, 'Complete business verification first');
  }
  const expected = kyb.cac ?? kyb.ein ?? '';
  if (normalise(registration) !== normalise(expected)) {
    throw badRequest({ registration_number: [`This does not match the verified business record (${expected}).`] });
  }
  return kyb;
}

export function applicationHandlers(deps: Deps): Handlers<'createBusinessAccountApplication' | 'listBusinessAccountApplications'> {
  const { store } = deps;
  return {
    createBusinessAccountApplication: (req) => {
      const owner = businessUser(deps, req).id;
      const currency = currencyOf(req.params.currency);
      const b = req.body;
      const kyb = applicationKyb(deps, owner, currency, Number(b.kyb_id), b.registration_number);
      if (!FORMS[currency].includes(b.business_type)) {
        throw badRequest({ business_type: [`Choose one of: ${FORMS[currency].join(', ')}.`] });
      }
      // A dollar account opened at once (bank_accounts/usa/business/) still goes through the
      // application: its approval settles onto that account (opening.ts). Otherwise an account,
      // or an approved application, means there is nothing to apply for.
      const mine = ownedBy(store.applications, owner).filter((a) => a.currency === currency);
      const opened = findBusinessAccount(store, owner, currency) && currency === 'NGN';
      if (opened || mine.some((a) => a.status === 'approved')) throw badRequest({}, `You already have a business ${currency} account.`);
      const open = mine.find((a) => a.status === 'submitted' || a.status === 'under_review');
      if (open) throw badRequest({}, `Your ${currency} application ${open.id} is still being reviewed.`);
      // The contract: PDF or image documents of at most 10 MB.
      const keep = (value: unknown, field: string, fallbackName: string) => keepUpload(deps.state, 'banking', value, { field, maxMb: 10, fallbackName });
      const documents = {
        incorporation_document: keep(b.incorporation_document, 'incorporation_document', 'incorporation.pdf'),
        proof_of_address: keep(b.proof_of_address, 'proof_of_address', 'proof-of-address.pdf'),
        director_id_document: b.director_id_document === undefined ? null : keep(b.director_id_document, 'director_id_document', 'director-id.jpg'),
      };
      const at = now();
      const row = store.applications.insert({
        _owner: owner,
        currency,
        status: 'submitted',
        reason: null,
        kyb_id: kyb.id,
        business_name: kyb.business_name,
        business_type: b.business_type,
        registration_number: b.registration_number,
        industry: b.industry,
        expected_monthly_volume: b.expected_monthly_volume,
        ...documents,
        bank_account_id: null,
        created_at: at,
        updated_at: at,
        _resolve_at: Date.now(),
      });
      return { status: 201, body: row };
    },
    listBusinessAccountApplications: (req) => {
      const owner = signedIn(deps, req).id;
      const currency = currencyOf(req.params.currency);
      return { status: 200, body: ownedBy(store.applications, owner).filter((a) => a.currency === currency).sort(newestFirst) };
    },
  };
}
