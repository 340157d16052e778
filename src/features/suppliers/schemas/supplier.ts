/** The supplier form (spec: name, address, phone_number, email, description) and its mapping to the contract. */
import * as v from 'valibot';
import { fromNullable, optionalEmail, optionalPhone, optionalText, requiredText, toNullable } from '@/lib/form-fields';
import type { Supplier, SupplierInput } from '../api/suppliers.queries';

export const supplierFormSchema = v.object({
  name: requiredText('Name', 200),
  address: optionalText('Address', 500),
  phone: optionalPhone,
  email: optionalEmail,
  description: optionalText('Description', 2000),
});

export type SupplierFormValues = v.InferInput<typeof supplierFormSchema>;

/** A supplier (or a new one) as form values. */
export function supplierFormValues(supplier?: Supplier): SupplierFormValues {
  return {
    name: supplier?.name ?? '',
    address: fromNullable(supplier?.address),
    phone: fromNullable(supplier?.phone_number),
    email: fromNullable(supplier?.email),
    description: fromNullable(supplier?.description),
  };
}

/** Valid form values as the contract's body (trimmed; blanks as null). */
export function toSupplierInput(values: SupplierFormValues): SupplierInput {
  const out = v.parse(supplierFormSchema, values);
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
