/**
 * The next of kin form (the contract's fields: first and last name, relationship, e-mail, phone,
 * address) and its mapping to the contract. The phone is checked against the person's own country
 * (from their profile's number; Nigeria otherwise) and sent in E.164.
 */
import * as v from 'valibot';
import {
  fromNullable,
  optionalEmail,
  optionalText,
  phoneFormValue,
  requiredPhone,
  requiredText,
  toNullable,
} from '@/lib/form-fields';
import type { PhoneCountry } from '@/lib/phone';
import type { NextOfKin, NextOfKinInput, Relationship, VaultProfile } from './next-of-kin.queries';

export const RELATIONSHIPS = [
  'spouse',
  'parent',
  'child',
  'sibling',
  'relative',
  'friend',
  'other',
] as const satisfies readonly Relationship[];

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  spouse: 'Spouse',
  parent: 'Parent',
  child: 'Child',
  sibling: 'Brother or sister',
  relative: 'Other relative',
  friend: 'Friend',
  other: 'Someone else',
};

/** The person's phone country: a US number on their profile makes it the US. */
export const kinCountryOf = (profile: Pick<VaultProfile, 'phone_number'> | undefined): PhoneCountry =>
  profile?.phone_number?.startsWith('+1') ? 'US' : 'NG';

export function nextOfKinSchema(country: PhoneCountry) {
  return v.object({
    first_name: requiredText('First name', 150),
    last_name: requiredText('Last name', 150),
    relationship: v.picklist(RELATIONSHIPS, 'Choose how they are related to you'),
    email: optionalEmail,
    phone: requiredPhone(country),
    address: optionalText('Address', 255),
  });
}

export type NextOfKinValues = v.InferInput<ReturnType<typeof nextOfKinSchema>>;

export function nextOfKinValues(country: PhoneCountry, kin?: NextOfKin): NextOfKinValues {
  return {
    first_name: kin?.first_name ?? '',
    last_name: kin?.last_name ?? '',
    relationship: kin?.relationship ?? ('' as Relationship),
    email: fromNullable(kin?.email),
    phone: phoneFormValue(kin?.phone_number, country),
    address: fromNullable(kin?.address),
  };
}

export function toNextOfKinInput(values: NextOfKinValues, country: PhoneCountry): NextOfKinInput {
  const out = v.parse(nextOfKinSchema(country), values);
  return {
    first_name: out.first_name,
    last_name: out.last_name,
    relationship: out.relationship,
    email: toNullable(out.email),
    phone_number: out.phone,
    address: toNullable(out.address),
  };
}

export const NEXT_OF_KIN_FIELD_MAP = { phone_number: 'phone' };
