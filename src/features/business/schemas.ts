import * as v from 'valibot';

/** The contract's phone rule (shared Phone schema): E.164 or a Nigerian national number. */
export const PHONE_PATTERN = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const phone = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Phone number is required'),
  v.transform((value) => value.replace(/[\s-]/g, '')),
  v.regex(PHONE_PATTERN, 'Enter a phone number like +2348031234567 or 08031234567'),
);

/** The create-business form: the business and its first location (D5). */
export const createBusinessSchema = v.object({
  name: v.pipe(required('Business name is required'), v.maxLength(200, 'Use at most 200 characters')),
  category: required('Choose a category'),
  currency: required('Choose a currency'),
  email: v.pipe(required('Email is required'), v.email('Enter a valid email address')),
  phone_number: phone,
  address: v.pipe(required('Address is required'), v.maxLength(500, 'Use at most 500 characters')),
  locationName: v.pipe(required('Location name is required'), v.maxLength(120, 'Use at most 120 characters')),
  locationAddress: v.pipe(required('Location address is required'), v.maxLength(500, 'Use at most 500 characters')),
  locationPhone: phone,
});

export type CreateBusinessValues = v.InferInput<typeof createBusinessSchema>;

/** Phone numbers as the contract takes them (spaces and dashes removed). */
export function cleanPhone(value: string): string {
  return value.trim().replace(/[\s-]/g, '');
}
