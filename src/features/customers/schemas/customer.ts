/**
 * The customer form (spec: name, type, email, phone) and its mapping to and from the contract.
 * The phone is checked against the business's country and sent in E.164; the CSV import
 * validates each row with the same schema.
 */
import * as v from 'valibot';
import { fromNullable, optionalEmail, optionalPhone, phoneFormValue, requiredText, toNullable } from '@/lib/form-fields';
import type { PhoneCountry } from '@/lib/phone';
import type { Customer, CustomerInput } from '../api/customers.queries';
import { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES } from '../utils/customer-types';

export { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES };

/** The form's schema for a business in `country` (the default country of a phone typed without a code). */
export function customerFormSchema(country: PhoneCountry) {
  return v.object({
    name: requiredText('Name', 200),
    type: v.picklist(CUSTOMER_TYPES, 'Choose individual or business'),
    email: optionalEmail,
    phone: optionalPhone(country),
  });
}

export type CustomerFormValues = v.InferInput<ReturnType<typeof customerFormSchema>>;

/** Labels of the form's fields, for messages about a field (CSV rows). */
export const CUSTOMER_FIELD_LABELS: Record<keyof CustomerFormValues, string> = {
  name: 'Name',
  type: 'Type',
  email: 'Email',
  phone: 'Phone',
};

/** A customer (or a new one) as form values; the phone in the business's national format. */
export function customerFormValues(country: PhoneCountry, customer?: Customer): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    type: customer?.type ?? 'individual',
    email: fromNullable(customer?.email),
    phone: phoneFormValue(customer?.phone_number, country),
  };
}

/** Valid form values as the contract's body (trimmed; the phone in E.164; blanks as null). */
export function toCustomerInput(values: CustomerFormValues, country: PhoneCountry): CustomerInput {
  const out = v.parse(customerFormSchema(country), values);
  return { name: out.name, type: out.type, email: toNullable(out.email), phone_number: toNullable(out.phone) };
}

/** Server field names that differ from the form's. */
export const CUSTOMER_FIELD_MAP = { phone_number: 'phone' };
