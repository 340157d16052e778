/**
 * Pieces every business document shares (invoices, receipts, later transfer receipts and
 * statements): the business's lines under its name, a customer's lines, payment method words.
 */
import type { BusinessSchemas } from '@/api/types';
import { formatPhone, phoneCountryOf, type PhoneCountry } from '@/lib/phone';
import type { FontLoader } from './fonts';

/** What a business prints on its documents beyond the contract's `Business` today. */
export interface BusinessExtras {
  /** A PNG or JPEG (`fetchLogo` turns a logo address into one). */
  logo?: Uint8Array | null;
  taxNumber?: string | null;
}

/** Options of a document builder (`buildInvoicePdf`, `buildReceiptPdf`). */
export interface PdfBuildOptions {
  /** Where the fonts come from (the app's origin by default; Node passes `nodeFonts`). */
  fonts?: FontLoader;
}

export { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';

/** The business's lines under its name: address, phone, e-mail, tax number (empty ones left out). */
export function businessLines(business: BusinessSchemas['Business'], extras: BusinessExtras): string[] {
  const country = phoneCountryOf(business.currency);
  return [
    business.address,
    business.phone_number ? formatPhone(business.phone_number, country) : '',
    business.email ?? '',
    extras.taxNumber?.trim() ? `Tax number: ${extras.taxNumber.trim()}` : '',
  ].filter((line) => line.trim() !== '');
}

/** A customer's lines: name, then phone and e-mail when known. */
export function customerLines(
  customer: Pick<BusinessSchemas['Customer'], 'name' | 'email' | 'phone_number'>,
  country: PhoneCountry,
): string[] {
  return [customer.name, customer.phone_number ? formatPhone(customer.phone_number, country) : '', customer.email ?? ''];
}
