/**
 * Field rules the business forms share (customers, suppliers, staff, locations, ...): one message
 * per rule, in the words the user sees. Values are the form's strings; `toNullable` maps an empty
 * optional field to the contract's `null`.
 */
import * as v from 'valibot';

/** The contracts' `Phone` format: E.164 ('+2348031234567', '+17135550142') or Nigerian ('08031234567'). */
export const PHONE_PATTERN = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;

export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  email: 'Enter a valid email address, like name@example.com',
  phone: 'Enter a phone number like +2348031234567, +17135550142 or 08031234567',
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

/** An optional phone number ('' when left blank); spaces and dashes typed for readability are dropped. */
export const optionalPhone = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/[\s\-().]/g, '')),
  v.check((value) => value === '' || PHONE_PATTERN.test(value), FIELD_MESSAGES.phone),
);

/** '' becomes null (the contracts' 'or null' fields). */
export function toNullable(value: string): string | null {
  return value === '' ? null : value;
}

/** null becomes '' (a contract value into a form field). */
export function fromNullable(value: string | null | undefined): string {
  return value ?? '';
}
