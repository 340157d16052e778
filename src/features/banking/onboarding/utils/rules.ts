/**
 * The onboarding fields' rules, as the banking contract declares them (openapi/banking.yaml:
 * NgKycInput, UsKycInput, NgKybInput, UsKybInput, ApplicationInput and the shared Bvn, Ssn, Ein,
 * Phone, Date). Each rule answers the message shown under the field, or undefined when it passes.
 */
import { isIsoDate, toIsoDate } from '@/lib/dates';

export type Rule = (value: string) => string | undefined;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

const test =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value.trim()) ? undefined : message;

export const required =
  (label: string): Rule =>
  (value) =>
    value.trim() ? undefined : `Enter ${label}.`;

/** Shared Bvn: 11 digits. */
export const bvn = test(/^\d{11}$/, 'A BVN is 11 digits.');
/** Shared Ssn: 9 digits, dashes optional (123-45-6789). */
export const ssn = test(/^\d{3}-?\d{2}-?\d{4}$/, 'An SSN is 9 digits, like 123-45-6789.');
/** Shared Ein: 9 digits, dash optional (12-3456789). */
export const ein = test(/^\d{2}-?\d{7}$/, 'An EIN is 9 digits, like 12-3456789.');
/** Shared Phone: E.164 or Nigerian national form. */
export const phone = test(
  /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/,
  'Enter the phone number with its country code (+2348031234567) or as 08031234567.',
);
export const email = test(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an email address like name@example.com.');
export const ngPostalCode = test(/^\d{6}$/, 'A Nigerian postal code is 6 digits.');
export const usZip = test(/^\d{5}(-\d{4})?$/, 'A ZIP code is 5 digits, or ZIP+4 (77002-1234).');
export const usState = test(/^[A-Z]{2}$/, 'Use the two-letter state code, like TX or NY.');
export const cac = test(/^(RC|BN|IT) ?\d{4,8}$/i, 'A CAC number is RC, BN or IT and 4 to 8 digits, like RC1234567.');
export const lettersAndDigits = test(/^[A-Za-z0-9]+$/, 'Use letters and digits only, no spaces.');

export const lengthBetween =
  (min: number, max: number, label: string): Rule =>
  (value) => {
    const length = value.trim().length;
    if (length < min) return `${label} needs at least ${min} characters.`;
    if (length > max) return `${label} can have at most ${max} characters.`;
    return undefined;
  };

export const website: Rule = (value) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'Enter a web address starting with https://.';
  } catch {
    return 'Enter a web address starting with https://.';
  }
};

/** Shared Date: a real year-month-day. */
export const date: Rule = (value) => (isIsoDate(value.trim()) ? undefined : 'Enter a real date (year-month-day).');

export const notFuture =
  (today: string = toIsoDate()): Rule =>
  (value) =>
    value.trim() > today ? 'This date cannot be in the future.' : undefined;

/** NgKycInput / UsKycInput date_of_birth: the applicant must be at least 18 on `today`. */
export const adult =
  (today: string = toIsoDate()): Rule =>
  (value) => {
    const dob = value.trim();
    const eighteenth = `${String(Number(dob.slice(0, 4)) + 18).padStart(4, '0')}${dob.slice(4)}`;
    return eighteenth > today ? 'You must be at least 18 years old.' : undefined;
  };

/** PositiveMoney: a decimal string above zero with at most 2 decimals (never a float). */
export const positiveMoney: Rule = (value) => {
  const text = value.trim().replace(/,/g, '');
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(text)) return 'Enter an amount like 1500000 or 1500000.50.';
  return /[1-9]/.test(text) ? undefined : 'Enter an amount above zero.';
};

/** The first failing rule's message, skipping the rest when the value is empty and optional. */
export function check(value: string, rules: readonly Rule[], optional = false): string | undefined {
  if (optional && !value.trim()) return undefined;
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** A picture or document the contract accepts: its type and size. */
export function checkFile(file: File | null | undefined, kind: 'image' | 'document', label: string): string | undefined {
  if (!file) return `Choose ${label}.`;
  const types: readonly string[] = kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  const max = kind === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
  if (!types.includes(file.type)) return kind === 'image' ? 'Choose a JPEG or PNG picture.' : 'Choose a PDF, JPEG or PNG file.';
  if (file.size > max) return `The file is larger than ${max / (1024 * 1024)} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return undefined;
}
