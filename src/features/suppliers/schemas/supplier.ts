/**
 * The supplier form (spec: name, address, phone_number, email, description) and its mapping to the
 * contract. The phone is checked against the business's country and sent in E.164.
 */
import * as v from 'valibot';
import {
  fromNullable,
  optionalEmail,
  optionalPhone,
  optionalText,
  phoneFormValue,
  requiredText,
  toNullable,
} from '@/lib/form-fields';
import type { PhoneCountry } from '@/lib/phone';
import type { Supplier, SupplierInput } from '../api/suppliers.queries';

/** The form's schema for a business in `country` (the default country of a phone typed without a code). */
export function supplierFormSchema(country: PhoneCountry) {
  return v.object({
    name: requiredText('Name', 200),
    address: optionalText('Address', 500),
    phone: optionalPhone(country),
    email: optionalEmail,
    description: optionalText('Description', 2000),
  });
}

export type SupplierFormValues = v.InferInput<ReturnType<typeof supplierFormSchema>>;

/** A supplier (or a new one) as form values; the phone in the business's national format. */
export function supplierFormValues(country: PhoneCountry, supplier?: Supplier): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    address: fromNullable(supplier?.address),
    phone: phoneFormValue(supplier?.phone_number, country),
    email: fromNullable(supplier?.email),
    description: fromNullable(supplier?.description),
  };
}

/** Valid form values as the contract's body (trimmed; blanks as null). */
export function toSupplierInput(values: SupplierFormValues, country: PhoneCountry): SupplierInput {
  const out = v.parse(supplierFormSchema(country), values);
  return {
    name: out.name,
    address: toNullable(out.address),
    phone_number: toNullable(out.phone),
    email: toNullable(out.email),
    description: toNullable(out.description),
  };
}

/** Server field names that differ from the form's. */
export const SUPPLIER_FIELD_MAP = { phone_number: 'phone' };
