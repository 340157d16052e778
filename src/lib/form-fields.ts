/**
 * Field rules the business forms share (customers, suppliers, staff, locations, ...): one message
 * per rule, in the words the user sees. Values are the form's strings; `toNullable` maps an empty
 * optional field to the contract's `null`.
 */
import * as v from 'valibot';
import { formatPhone, type PhoneCountry } from './phone';
import { phoneField } from './phone-field';

export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  email: 'Enter a valid email address, like name@example.com',
} as const;

/** A required text field: trimmed, not blank, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(FIELD_MESSAGES.required(label)),
    v.maxLength(max, FIELD_MESSAGES.tooLong(label, max)),
  );
}

/** An optional text field: trimmed, at most `max` characters ('' when left blank). */
export function optionalText(label: string, max: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, FIELD_MESSAGES.tooLong(label, max)));
}

const emailFormat = v.pipe(v.string(), v.email());

/** An optional email address ('' when left blank). */
export const optionalEmail = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(254, FIELD_MESSAGES.tooLong('Email', 254)),
  v.check((value) => value === '' || v.is(emailFormat, value), FIELD_MESSAGES.email),
);

/**
 * An optional phone number of a business in `country` ('' when left blank): checked with the phone
 * library ('Enter a valid Nigerian phone number, e.g. 0803 123 4567') and output in E.164, the one
 * form numbers are kept in. Pair with `<field.PhoneField country={country}>`.
 */
export function optionalPhone(country: PhoneCountry) {
  return phoneField(country);
}

/** A required phone number ('Phone number is required'), otherwise as `optionalPhone`. */
export function requiredPhone(country: PhoneCountry, label = 'Phone number') {
  return phoneField(country, { required: true, requiredMessage: FIELD_MESSAGES.required(label) });
}

/** A stored number as a form shows it for editing: the business's national format ('0803 345 6789'); '' for none. */
export function phoneFormValue(stored: string | null | undefined, country: PhoneCountry): string {
  return stored ? formatPhone(stored, country) : '';
}

/** '' becomes null (the contracts' 'or null' fields). */
export function toNullable(value: string): string | null {
  return value === '' ? null : value;
}

/** null becomes '' (a contract value into a form field). */
export function fromNullable(value: string | null | undefined): string {
  return value ?? '';
}
