/**
 * Identity (KYC) and business (KYB) verification. A submission answers `pending` and resolves at
 * the next call (settle.ts): verified, or rejected with a reason for the magic values BVN
 * '00000000000' (NG KYC, and a director's BVN on NG KYB), SSN '000-00-0000' and EIN '00-0000000'.
 */
import { keepUpload } from '../../files';
import { badRequest } from '../../types';
import { businessUser, signedIn, type Deps, type Handlers } from './context';
import type { BankingStore, KybRow, KycRow, Schemas } from './store';
import { isRealDate } from './time';
import { newestFirst, now, ownedBy } from '../../table';

type Country = Schemas['Country'];
type Outcome = KycRow['_outcome'];

const VERIFIED: Outcome = { status: 'verified', reason: null };
const rejected = (reason: string): Outcome => ({ status: 'rejected', reason });
const digits = (value: string) => value.replace(/\D/g, '');


function checkAdult(dateOfBirth: string): void {
  if (!isRealDate(dateOfBirth)) throw badRequest({ date_of_birth: ['Enter a real date.'] });
  const today = now().slice(0, 10);
  const eighteenth = `${String(Number(dateOfBirth.slice(0, 4)) + 18).padStart(4, '0')}${dateOfBirth.slice(4)}`;
  if (eighteenth > today) throw badRequest({ date_of_birth: ['You must be at least 18 years old.'] });
}

function checkPast(field: string, date: string): void {
  if (!isRealDate(date)) throw badRequest({ [field]: ['Enter a real date.'] });
  if (date > now().slice(0, 10)) throw badRequest({ [field]: ['This date cannot be in the future.'] });
}

const COUNTRY_NAME: Record<Country, string> = { NG: 'Nigerian', US: 'US' };

/** A pending or verified record blocks a new one; a rejected one is replaced by it. */
function makeRoom(rows: (KycRow | KybRow)[], remove: (id: number) => void, country: Country, what: string): void {
  const same = rows.filter((r) => r.country === country);
  const blocking = same.find((r) => r.status !== 'rejected');
  if (blocking) throw badRequest({}, `You already have a ${blocking.status} ${COUNTRY_NAME[country]} ${what}.`);
  for (const row of same) remove(row.id);
}

function requireVerifiedKyc(store: BankingStore, owner: number): void {
  if (!store.kycs.find((k) => k._owner === owner && k.status === 'verified')) throw badRequest({}, 'Complete identity verification (KYC) first.');
}

export function verificationHandlers(deps: Deps): Handlers<'submitNgKyc' | 'submitUsKyc' | 'submitNgKyb' | 'submitUsKyb' | 'listKycs' | 'listKybs'> {
  const { store } = deps;

  function insertKyc(owner: number, country: Country, fields: Omit<KycRow, 'id' | '_owner' | 'country' | 'status' | 'reason' | 'passport_image' | 'created_at' | 'updated_at' | 'verified_at' | '_resolve_at' | '_outcome'>, outcome: Outcome, file: unknown): KycRow {
    makeRoom(ownedBy(store.kycs, owner), (id) => store.kycs.delete(id), country, 'identity verification');
    // The contract: a photograph or document of at most 5 MB.
    const passport_image = keepUpload(deps.state, 'banking', file, { field: 'passport_image', maxMb: 5, fallbackName: 'document.jpg' });
    const at = now();
    return store.kycs.insert({ _owner: owner, country, status: 'pending', reason: null, ...fields, passport_image, created_at: at, updated_at: at, verified_at: null, _resolve_at: Date.now(), _outcome: outcome });
  }

  function insertKyb(owner: number, country: Country, fields: Omit<KybRow, 'id' | '_owner' | 'country' | 'status' | 'reason' | 'created_at' | 'updated_at' | 'verified_at' | '_resolve_at' | '_outcome'>, outcome: Outcome): KybRow {
    requireVerifiedKyc(store, owner);
    checkPast('date', fields.date);
    makeRoom(ownedBy(store.kybs, owner), (id) => store.kybs.delete(id), country, 'business verification');
    const at = now();
    return store.kybs.insert({ _owner: owner, country, status: 'pending', reason: null, ...fields, created_at: at, updated_at: at, verified_at: null, _resolve_at: Date.now(), _outcome: outcome });
  }

  return {
    submitNgKyc: (req) => {
      const owner = signedIn(deps, req).id;
      const b = req.body;
      checkAdult(b.date_of_birth);
      const outcome = b.bvn === '00000000000' ? rejected('The BVN could not be verified: no record matches it.') : VERIFIED;
      const row = insertKyc(
        owner,
        'NG',
        {
          first_name: b.first_name,
          middle_name: b.middle_name || null,
          last_name: b.last_name,
          gender: b.gender,
          date_of_birth: b.date_of_birth,
          phone_number: b.phone_number,
          address: b.address,
          city: b.city,
          state: b.state,
          postal_code: b.postal_code ?? null,
          document_type: b.document_type,
          bvn_last4: b.bvn.slice(-4),
          ssn_last4: null,
        },
        outcome,
        b.passport_image,
      );
      return { status: 201, body: row };
    },
    submitUsKyc: (req) => {
      const owner = signedIn(deps, req).id;
      const b = req.body;
      checkAdult(b.date_of_birth);
      const ssn = digits(b.ssn);
      const outcome = ssn === '000000000' ? rejected('The SSN could not be verified against the issuing records.') : VERIFIED;
      const row = insertKyc(
        owner,
        'US',
        {
          first_name: b.first_name,
          middle_name: b.middle_name || null,
          last_name: b.last_name,
          gender: b.gender,
          date_of_birth: b.date_of_birth,
          phone_number: b.phone_number,
          address: b.address,
          city: b.city,
          state: b.state,
          postal_code: b.postal_code,
          document_type: b.document_type,
          bvn_last4: null,
          ssn_last4: ssn.slice(-4),
        },
        outcome,
        b.passport_image,
      );
      return { status: 201, body: row };
    },
    submitNgKyb: (req) => {
      const owner = businessUser(deps, req).id;
      const b = req.body;
      const outcome = b.bvn === '00000000000' ? rejected("The director's BVN could not be verified against the CAC record.") : VERIFIED;
      const row = insertKyb(
        owner,
        'NG',
        {
          business_name: b.business_name,
          cac: b.cac.replace(/\s/g, '').toUpperCase(),
          ein: null,
          business_email: b.business_email,
          business_phone_number: b.business_phone_number,
          business_address: b.business_address,
          street: b.street,
          city: b.city,
          state: b.state,
          postal_code: b.postal_code ?? null,
          business_website: b.business_website ?? null,
          date: b.date,
        },
        outcome,
      );
      return { status: 201, body: row };
    },
    submitUsKyb: (req) => {
      const owner = businessUser(deps, req).id;
      const b = req.body;
      const ein = digits(b.ein);
      const outcome = ein === '000000000' ? rejected('The EIN could not be verified with the IRS.') : VERIFIED;
      const row = insertKyb(
        owner,
        'US',
        {
          business_name: b.business_name,
          cac: null,
          ein: `${ein.slice(0, 2)}-${ein.slice(2)}`,
          business_email: b.business_email,
          business_phone_number: b.business_phone_number,
          business_address: b.business_address,
          street: b.street,
          city: b.city,
          state: b.state,
          postal_code: b.postal_code,
          business_website: b.business_website ?? null,
          date: b.date,
        },
        outcome,
      );
      return { status: 201, body: row };
    },
    listKycs: (req) => {
      const owner = signedIn(deps, req).id;
      return { status: 200, body: ownedBy(store.kycs, owner).sort(newestFirst) };
    },
    listKybs: (req) => {
      const owner = signedIn(deps, req).id;
      return { status: 200, body: ownedBy(store.kybs, owner).sort(newestFirst) };
    },
  };
}
