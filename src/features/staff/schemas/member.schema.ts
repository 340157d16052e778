import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { FIELD_MESSAGES, optionalEmail, optionalPhone, phoneFormValue, requiredText, toNullable } from '@/lib/form-fields';
import type { PhoneCountry } from '@/lib/phone';

export type Member = BusinessSchemas['Member'];
export type MemberInput = BusinessSchemas['MemberInput'];

/**
 * The staff member form (contract MemberInput): names, email, optional phone (checked against the
 * business's `country`, sent in E.164), locations, role.
 */
export function memberSchema(country: PhoneCountry) {
  return v.object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(FIELD_MESSAGES.required('Email')), optionalEmail),
    phone_number: optionalPhone(country),
    /** Location ids as strings (checkboxes); at least one. */
    locations: v.pipe(v.array(v.string()), v.minLength(1, 'Choose at least one location')),
    /** Role id as a string, '' for no role. */
    role: v.string(),
  });
}

export type MemberFormValues = v.InferInput<ReturnType<typeof memberSchema>>;

export const EMPTY_MEMBER: MemberFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_number: '',
  locations: [],
  role: '',
};

/** A member as form values (edit); the phone in the business's national format. */
export function toMemberValues(member: Member, country: PhoneCountry): MemberFormValues {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email,
    phone_number: phoneFormValue(member.phone_number, country),
    locations: member.locations.map((location) => String(location.id)),
    role: member.role ? String(member.role.id) : '',
  };
}

/** The (validated) form values as the contract's body, in one typed place. */
export function toMemberInput(values: MemberFormValues, country: PhoneCountry): MemberInput {
  const out = v.parse(memberSchema(country), values);
  return {
    first_name: out.first_name,
    last_name: out.last_name,
    email: out.email,
    phone_number: toNullable(out.phone_number),
    locations: [...new Set(out.locations.map(Number))],
    role: out.role ? Number(out.role) : null,
  };
}
