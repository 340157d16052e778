/**
 * The customer form (spec: name, type, email, phone) and its mapping to and from the contract.
 * The CSV import validates each row with the same schema.
 */
import * as v from 'valibot';
import { fromNullable, optionalEmail, optionalPhone, requiredText, toNullable } from '@/lib/form-fields';
import type { Customer, CustomerInput, CustomerType } from '../api/customers.queries';

export const CUSTOMER_TYPES = ['individual', 'business'] as const satisfies readonly CustomerType[];

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = { individual: 'Individual', business: 'Business' };

export const customerFormSchema = v.object({
  name: requiredText('Name', 200),
  type: v.picklist(CUSTOMER_TYPES, 'Choose individual or business'),
  email: optionalEmail,
  phone: optionalPhone,
});

export type CustomerFormValues = v.InferInput<typeof customerFormSchema>;

/** Labels of the form's fields, for messages about a field (CSV rows). */
export const CUSTOMER_FIELD_LABELS: Record<keyof CustomerFormValues, string> = {
  name: 'Name',
  type: 'Type',
  email: 'Email',
  phone: 'Phone',
};

/** A customer (or a new one) as form values. */
export function customerFormValues(customer?: Customer): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    type: customer?.type ?? 'individual',
    email: fromNullable(customer?.email),
    phone: fromNullable(customer?.phone_number),
  };
}

/** Valid form values as the contract's body (trimmed; blanks as null). */
export function toCustomerInput(values: CustomerFormValues): CustomerInput {
  const out = v.parse(customerFormSchema, values);
  return { name: out.name, type: out.type, email: toNullable(out.email), phone_number: toNullable(out.phone) };
}

/** Server field names that differ from the form's. */
export const CUSTOMER_FIELD_MAP = { phone_number: 'phone' };
