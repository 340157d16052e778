/**
 * Phone numbers for Nigerian and US businesses (issue 22, item 8): one stored form (E.164,
 * '+2348033456789'), shown the way the business's country writes it, searchable by what people
 * type, safe in a spreadsheet. The two countries' rules are small enough to keep here:
 *
 * - Nigeria (+234): a mobile number is 0 + 10 digits, the first two 70-71, 80-81 or 90-91
 *   ('0803 345 6789'); a fixed line is 0 + 8 digits ('01 271 0000').
 * - The US and the rest of the North American Numbering Plan (+1): 10 digits, the area code and
 *   the exchange each starting 2-9 ('(713) 555-0142'; the example area code 555 takes any exchange,
 *   so the example '(555) 123-4567' is valid too).
 * - Any other number written with its country code ('+44...', '0044...') is kept as E.164 when it
 *   has 8 to 15 digits.
 */

import { PHONE_EXAMPLE as EXAMPLE, type PhoneCountry } from './phone-examples';

export type { PhoneCountry };
export { phoneExample, phoneHint } from './phone-examples';

/** Why a number was refused. */
export type PhoneError = 'empty' | 'letters' | 'invalid' | 'too_short' | 'too_long';

export type PhoneResult = { ok: true; e164: string } | { ok: false; reason: PhoneError };

const CALLING_CODE: Record<PhoneCountry, string> = { NG: '234', US: '1' };
const COUNTRY_NAME: Record<PhoneCountry, string> = { NG: 'Nigerian', US: 'US' };

/** What a phone number may be written with: digits, one leading '+', spaces, dashes, dots, parentheses. */
const PHONE_CHARS = /^\+?[\d\s\-.()]*$/;
const NG_MOBILE = /^[789][01]\d{8}$/;
/** A fixed line: area code and number, 8 digits; never a mobile prefix (that is a mobile number cut short). */
const NG_FIXED = /^(?![789][01])[1-9]\d{7}$/;
const NG_MOBILE_PREFIX = /^[789][01]/;
/**
 * Area code and exchange start 2-9. Area code 555 is not in service and is kept for examples and
 * fiction; the example forms show ('(555) 123-4567') has exchange 123, so 555 takes any exchange.
 */
const NANP = /^(?:[2-9]\d{2}[2-9]|555\d)\d{6}$/;

/** 'Enter a valid Nigerian phone number, e.g. 0803 123 4567'. */
export function phoneInvalidMessage(country: PhoneCountry): string {
  return `Enter a valid ${COUNTRY_NAME[country]} phone number, e.g. ${EXAMPLE[country]}`;
}

/**
 * The phone country of a business, from its currency (the business record has no country; 'USD'
 * businesses are American) or from a country code. Anything else is Nigerian, the app's home.
 */
export function phoneCountryOf(currencyOrCountry: string | null | undefined): PhoneCountry {
  const code = (currencyOrCountry ?? '').trim().toUpperCase();
  return code === 'USD' || code === 'US' ? 'US' : 'NG';
}

const fail = (reason: PhoneError): PhoneResult => ({ ok: false, reason });
const ok = (e164: string): PhoneResult => ({ ok: true, e164 });

/** A Nigerian national significant number (no 0, no 234): 10 digits mobile, 8 fixed. */
function nigerian(nsn: string): PhoneResult {
  if (NG_MOBILE.test(nsn) || NG_FIXED.test(nsn)) return ok(`+234${nsn}`);
  if (nsn.length < 8 || (nsn.length < 10 && NG_MOBILE_PREFIX.test(nsn))) return fail('too_short');
  if (nsn.length > 10) return fail('too_long');
  return fail('invalid');
}

/** A NANP number without its 1: 10 digits, area code and exchange 2-9. */
function american(nsn: string): PhoneResult {
  if (nsn.length < 10) return fail('too_short');
  if (nsn.length > 10) return fail('too_long');
  return NANP.test(nsn) ? ok(`+1${nsn}`) : fail('invalid');
}

/** A number given with its country calling code (after '+' or '00'). */
function international(digits: string): PhoneResult {
  if (digits.startsWith('234')) {
    const rest = digits.slice(3);
    // '+234 0803...': the national 0 written after the country code.
    return nigerian(rest.length === 11 && rest.startsWith('0') ? rest.slice(1) : rest);
  }
  if (digits.startsWith('1')) return american(digits.slice(1));
  if (digits.length < 8) return fail('too_short');
  if (digits.length > 15) return fail('too_long');
  return digits.startsWith('0') ? fail('invalid') : ok(`+${digits}`);
}

/**
 * The E.164 form of a phone number as typed, or why it is refused. Spaces, dashes, dots and
 * parentheses are ignored; '+' or '00' (in the US also '011') starts an international number; otherwise the number is
 * read as one of `defaultCountry`:
 *
 * - NG: '0803 345 6789', '803 345 6789', '234 803 345 6789', '+234 803 345 6789' -> '+2348033456789'
 * - US: '(555) 123-4567', '555.123.4567', '1 555 123 4567', '+1 555 123 4567' -> '+15551234567'
 */
export function normalizePhone(input: string, defaultCountry: PhoneCountry): PhoneResult {
  const text = input.trim();
  if (!text) return fail('empty');
  if (/\p{L}/u.test(text)) return fail('letters');
  if (!PHONE_CHARS.test(text)) return fail('invalid');
  const digits = text.replace(/\D/g, '');
  if (!digits) return fail('invalid');
  if (text.startsWith('+')) return international(digits);
  if (digits.startsWith('00')) return international(digits.slice(2));
  // The US exit code: '011 234 803 345 6789'.
  if (defaultCountry === 'US' && digits.startsWith('011') && digits.length > 11) return international(digits.slice(3));

  if (defaultCountry === 'NG') {
    // '234803...' written without its '+'.
    if (digits.startsWith('234') && (digits.length === 13 || digits.length === 11)) return international(digits);
    return nigerian(digits.startsWith('0') ? digits.slice(1) : digits);
  }
  return american(digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits);
}

/** The country of an E.164 number, when it is one of ours. */
function countryOfE164(e164: string): PhoneCountry | null {
  if (/^\+234\d{8,10}$/.test(e164)) return 'NG';
  if (/^\+1\d{10}$/.test(e164)) return 'US';
  return null;
}

/** The national digits as dialled at home: '08033456789', '5551234567'. */
function nationalDigits(e164: string, country: PhoneCountry): string {
  const nsn = e164.slice(1 + CALLING_CODE[country].length);
  return country === 'NG' ? `0${nsn}` : nsn;
}

function groupNigerian(nsn: string): string {
  // Mobile 803 345 6789; fixed line 1 271 0000.
  return nsn.length === 10
    ? `${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`
    : `${nsn.slice(0, 1)} ${nsn.slice(1, 4)} ${nsn.slice(4)}`;
}

/**
 * A stored number for display: national format for a number of the business's country
 * ('0803 345 6789', '(555) 123-4567'), international otherwise ('+234 803 345 6789',
 * '+1 555-123-4567'). A number stored as typed before normalisation ('08095678012') is read as one
 * of the business's country first; text that is no phone number comes back unchanged.
 */
export function formatPhone(stored: string, businessCountry: PhoneCountry): string {
  const parsed = normalizePhone(stored, businessCountry);
  if (!parsed.ok) return stored;
  const { e164 } = parsed;
  const country = countryOfE164(e164);
  if (country === 'NG') {
    const nsn = e164.slice(4);
    return businessCountry === 'NG' ? `0${groupNigerian(nsn)}` : `+234 ${groupNigerian(nsn)}`;
  }
  if (country === 'US') {
    const nsn = e164.slice(2);
    const [area, exchange, line] = [nsn.slice(0, 3), nsn.slice(3, 6), nsn.slice(6)];
    return businessCountry === 'US' ? `(${area}) ${exchange}-${line}` : `+1 ${area}-${exchange}-${line}`;
  }
  return e164;
}

/**
 * What to search for when the search text looks like a phone number (digits with the usual
 * separators, at least 4 digits), so '08033456789' finds '+2348033456789' and the other way round:
 * for a whole number its E.164 form, its national digits and its significant digits (which are
 * part of both); for part of one, its digits with the national 0 or the country code removed.
 * Empty when the text is not a phone number (a name, an email): search it as typed.
 */
export function phoneSearchTerms(text: string, country: PhoneCountry): string[] {
  const trimmed = text.trim();
  if (!PHONE_CHARS.test(trimmed) || /\p{L}/u.test(trimmed)) return [];
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 4) return [];
  const terms = new Set<string>();
  const parsed = normalizePhone(trimmed, country);
  if (parsed.ok) {
    const own = countryOfE164(parsed.e164);
    terms.add(parsed.e164);
    if (own) {
      terms.add(nationalDigits(parsed.e164, own));
      terms.add(parsed.e164.slice(1 + CALLING_CODE[own].length));
    } else {
      terms.add(parsed.e164.slice(1));
    }
    return [...terms];
  }
  terms.add(digits);
  const code = CALLING_CODE[country];
  const international = trimmed.startsWith('+') || digits.startsWith('00');
  const withoutPrefix = digits.startsWith('00') ? digits.slice(2) : digits;
  if (international && withoutPrefix.startsWith(code) && withoutPrefix.length > code.length) {
    terms.add(withoutPrefix.slice(code.length));
  } else if (country === 'NG' && digits.startsWith('0') && digits.length > 1) {
    terms.add(digits.slice(1));
  }
  return [...terms];
}

/**
 * A phone number as a CSV cell that a spreadsheet keeps as text: the E.164 number behind an
 * apostrophe ("'+2348033456789"), the same guard the CSV module puts on any value starting with
 * '+' (a formula starter; unguarded, a spreadsheet would also read the number as 2.34803E+12 and
 * lose the '+'). For a writer that guards values itself (the list toolkit's `toCsv`), give it
 * the E.164 number: it writes exactly this. Empty stays empty; text that is no E.164 number is
 * guarded the same way when it starts with a formula character.
 */
export function phoneToCsv(e164: string): string {
  return /^[=+\-@\t\r']/.test(e164) ? `'${e164}` : e164;
}

/**
 * The E.164 number of a CSV cell: undoes the apostrophe guard, then reads what is left like typed
 * input of `country`, so a cell a spreadsheet rewrote as national digits ('08033456789'), without
 * its '+' ('2348033456789') or without its leading 0 ('8033456789') comes back the same. An empty
 * cell is `{ ok: false, reason: 'empty' }`.
 */
export function phoneFromCsv(cell: string, country: PhoneCountry): PhoneResult {
  const text = cell.trim();
  return normalizePhone(text.startsWith("'") ? text.slice(1) : text, country);
}
