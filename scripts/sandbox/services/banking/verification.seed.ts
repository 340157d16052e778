/** The demo users' verified identities (KYC) and businesses (KYB); their photos get real bytes. */
import { seedFile } from '../../files';
import type { SandboxState } from '../../state';
import { daysAgo, iso } from '../../table';
import type { BankingStore, KybRow, KycRow, Schemas } from './store';

export type KycSeed = Omit<
  Schemas['Kyc'],
  'id' | 'country' | 'status' | 'reason' | 'passport_image' | 'created_at' | 'updated_at' | 'verified_at'
>;
export type KybSeed = Omit<Schemas['Kyb'], 'id' | 'country' | 'status' | 'reason' | 'created_at' | 'updated_at' | 'verified_at'>;

export const NG_KYC_OWNER: KycSeed = {
  first_name: 'Adaeze',
  middle_name: 'Chiamaka',
  last_name: 'Okafor',
  gender: 'female',
  date_of_birth: '1990-04-12',
  phone_number: '+2348031234567',
  address: '14 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  postal_code: '100271',
  document_type: 'nin',
  bvn_last4: '5678',
  ssn_last4: null,
};

export const US_KYC_OWNER: KycSeed = {
  first_name: 'Adaeze',
  middle_name: 'Chiamaka',
  last_name: 'Okafor',
  gender: 'female',
  date_of_birth: '1990-04-12',
  phone_number: '+17135550142',
  address: '2100 Travis Street, Apt 4B',
  city: 'Houston',
  state: 'TX',
  postal_code: '77002',
  document_type: 'drivers_license',
  bvn_last4: null,
  ssn_last4: '6789',
};

export const NG_KYC_PERSONAL: KycSeed = {
  first_name: 'Tunde',
  middle_name: 'Oluwaseun',
  last_name: 'Bello',
  gender: 'male',
  date_of_birth: '1994-08-23',
  phone_number: '+2348123456780',
  address: '7 Bode Thomas Street',
  city: 'Surulere',
  state: 'Lagos',
  postal_code: '101283',
  document_type: 'drivers_license',
  bvn_last4: '4411',
  ssn_last4: null,
};

export const NG_KYB: KybSeed = {
  business_name: 'Adaeze Fabrics & Tailoring Ltd',
  cac: 'RC1234567',
  ein: null,
  business_email: 'hello@adaezefabrics.ng',
  business_phone_number: '+2348031234567',
  business_address: '14 Balogun Street, Lagos Island, Lagos',
  street: 'Balogun Street',
  city: 'Lagos Island',
  state: 'Lagos',
  postal_code: '101001',
  business_website: 'https://adaezefabrics.ng',
  date: '2019-03-15',
};

export const US_KYB: KybSeed = {
  business_name: "Mama Nkechi's Kitchen LLC",
  cac: null,
  ein: '12-3456789',
  business_email: 'hello@mamankechiskitchen.com',
  business_phone_number: '+17135550123',
  business_address: '9700 Bissonnet St, Houston, TX 77036',
  street: 'Bissonnet St',
  city: 'Houston',
  state: 'TX',
  postal_code: '77036',
  business_website: 'https://mamankechiskitchen.com',
  date: '2021-06-01',
};

/** `@id`: the sandbox account with that id (its number is known once it is opened). */

/** A seed time `age` days before the seed clock. */
export const stampAt = (age: number) => iso(daysAgo(age));

export function verifiedKyc(
  state: SandboxState,
  store: BankingStore,
  owner: number,
  id: number,
  country: 'NG' | 'US',
  fields: KycSeed,
  age: number,
): KycRow {
  return store.kycs.insert({
    id,
    _owner: owner,
    country,
    status: 'verified',
    reason: null,
    ...fields,
    passport_image: seedFile(
      state,
      'banking',
      `kyc-${id}-photo`,
      country === 'NG' ? 'passport.jpg' : 'drivers-license.jpg',
      'image/jpeg',
      id,
    ),
    created_at: stampAt(age),
    updated_at: stampAt(age - 1),
    verified_at: stampAt(age - 1),
    _resolve_at: 0,
    _outcome: { status: 'verified', reason: null },
  });
}

export function verifiedKyb(
  store: BankingStore,
  owner: number,
  id: number,
  country: 'NG' | 'US',
  fields: KybSeed,
  age: number,
): KybRow {
  return store.kybs.insert({
    id,
    _owner: owner,
    country,
    status: 'verified',
    reason: null,
    ...fields,
    created_at: stampAt(age),
    updated_at: stampAt(age - 2),
    verified_at: stampAt(age - 2),
    _resolve_at: 0,
    _outcome: { status: 'verified', reason: null },
  });
}
