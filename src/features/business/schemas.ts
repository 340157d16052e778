import * as v from 'valibot';
import { normalizePhone, phoneCountryOf, phoneInvalidMessage } from '@/lib/phone';

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

const fields = v.object({
  name: v.pipe(required('Business name is required'), v.maxLength(200, 'Use at most 200 characters')),
  category: required('Choose a category'),
  currency: required('Choose a currency'),
  email: v.pipe(required('Email is required'), v.email('Enter a valid email address')),
  phone_number: required('Phone number is required'),
  address: v.pipe(required('Address is required'), v.maxLength(500, 'Use at most 500 characters')),
  locationName: v.pipe(required('Location name is required'), v.maxLength(120, 'Use at most 120 characters')),
  locationAddress: v.pipe(required('Location address is required'), v.maxLength(500, 'Use at most 500 characters')),
  locationPhone: required('Location phone number is required'),
});

type Fields = v.InferOutput<typeof fields>;

/** A phone typed for a business of `currency` is a number of its country, or written with a country code. */
const phoneFits = (phone: string, currency: string) =>
  // An empty phone has its own message ('... is required').
  phone.trim() === '' || normalizePhone(phone, phoneCountryOf(currency)).ok;
const phoneMessage = (issue: { input: unknown }) => phoneInvalidMessage(phoneCountryOf((issue.input as Fields).currency));

/**
 * The create-business form: the business and its first location (D5). Both phones are checked
 * against the country of the currency being chosen (a naira business's numbers are Nigerian unless
 * written with their country code), each message at its field.
 */
export const createBusinessSchema = v.pipe(
  fields,
  v.forward(
    v.partialCheck([['currency'], ['phone_number']], (input) => phoneFits(input.phone_number, input.currency), phoneMessage),
    ['phone_number'],
  ),
  v.forward(
    v.partialCheck([['currency'], ['locationPhone']], (input) => phoneFits(input.locationPhone, input.currency), phoneMessage),
    ['locationPhone'],
  ),
);

export type CreateBusinessValues = v.InferInput<typeof createBusinessSchema>;

/**
 * A checked phone number as the contract takes it: E.164, a number typed without its country code
 * read as one of the country of `currency` ('0803 123 4567' -> '+2348031234567').
 */
export function businessPhone(value: string, currency: string): string {
  const parsed = normalizePhone(value, phoneCountryOf(currency));
  if (!parsed.ok) throw new Error('businessPhone takes a number the form has checked');
  return parsed.e164;
}
