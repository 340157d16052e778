/**
 * The example phone number each country's forms show. Apart from src/lib/phone.ts so that the form
 * kit's PhoneField, which every form page loads (sign-in too), does not carry the phone rules.
 */
export type PhoneCountry = 'NG' | 'US';

export const PHONE_EXAMPLE: Record<PhoneCountry, string> = { NG: '0803 123 4567', US: '(555) 123-4567' };

/** The example number a form shows to a business of this country. */
export function phoneExample(country: PhoneCountry): string {
  return PHONE_EXAMPLE[country];
}

/** The hint under a phone field: 'e.g. 0803 123 4567'. */
export function phoneHint(country: PhoneCountry): string {
  return `e.g. ${PHONE_EXAMPLE[country]}`;
}
