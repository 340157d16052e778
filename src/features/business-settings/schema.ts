import * as v from 'valibot';
import { vatProblem } from '@/lib/invoice-totals';
import { PAYMENT_TERMS } from '@/lib/payment-terms';
import { normalizePhone, phoneCountryOf, phoneInvalidMessage } from '@/lib/phone';

/** The business details form's values (strings, as typed). */
export interface BusinessSettingsValues {
  name: string;
  address: string;
  phone_number: string;
  email: string;
  tax_number: string;
  default_vat: string;
  default_payment_terms: string;
  bank_code: string;
  account_number: string;
  account_name: string;
}

const TAX_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;

/** The account number rule of decision 0018: 10 digits (NUBAN) for a naira business, 6 to 17 otherwise. */
export function accountNumberProblem(value: string, currency: string): string | null {
  const digits = value.trim();
  if (!digits) return 'Enter the account number.';
  if (!/^\d+$/.test(digits)) return 'Use digits only.';
  if (currency === 'NGN') return digits.length === 10 ? null : 'A Nigerian account number (NUBAN) has exactly 10 digits.';
  return digits.length >= 6 && digits.length <= 17 ? null : 'An account number has 6 to 17 digits.';
}

/** The business details schema for a business of `currency` (phone and account rules follow it). */
export function businessSettingsSchema(currency: string) {
  const country = phoneCountryOf(currency);
  return v.pipe(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty('Business name is required'), v.maxLength(200, 'Use at most 200 characters')),
      address: v.pipe(v.string(), v.trim(), v.nonEmpty('Address is required'), v.maxLength(500, 'Use at most 500 characters')),
      phone_number: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty('Phone number is required'),
        v.check((phone) => normalizePhone(phone, country).ok, phoneInvalidMessage(country)),
      ),
      email: v.pipe(v.string(), v.trim(), v.nonEmpty('Email is required'), v.email('Enter a valid email address')),
      tax_number: v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(40, 'Use at most 40 characters'),
        v.check((tax) => tax === '' || TAX_NUMBER.test(tax), 'Use letters, digits, spaces, / and - only.'),
      ),
      default_vat: v.pipe(
        v.string(),
        v.trim(),
        v.check((vat) => vatProblem(vat) === null, 'Enter a VAT rate from 0 to 100, with at most 2 decimals.'),
      ),
      default_payment_terms: v.pipe(
        v.string(),
        v.check(
          (terms) => (PAYMENT_TERMS as readonly number[]).includes(Number(terms)) && terms !== '',
          'Choose 0, 7, 14, 30 or 60 days.',
        ),
      ),
      bank_code: v.string(),
      account_number: v.string(),
      account_name: v.pipe(v.string(), v.maxLength(200, 'Use at most 200 characters')),
    }),
    // The bank account is all or nothing: with a bank chosen, its number and name are needed.
    v.forward(
      v.partialCheck(
        [['bank_code'], ['account_number']],
        (input) => input.bank_code === '' || accountNumberProblem(input.account_number, currency) === null,
        (issue) => accountNumberProblem((issue.input as BusinessSettingsValues).account_number, currency) ?? '',
      ),
      ['account_number'],
    ),
    v.forward(
      v.partialCheck(
        [['bank_code'], ['account_name']],
        (input) => input.bank_code === '' || input.account_name.trim() !== '',
        'Enter the account name.',
      ),
      ['account_name'],
    ),
    v.forward(
      v.partialCheck(
        [['bank_code'], ['account_number'], ['account_name']],
        (input) => input.bank_code !== '' || (input.account_number.trim() === '' && input.account_name.trim() === ''),
        'Choose a bank from the list.',
      ),
      ['bank_code'],
    ),
  );
}
