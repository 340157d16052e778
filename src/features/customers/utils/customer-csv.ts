/**
 * Customers as CSV. The export writes the contract's fields, phones in E.164 (the CSV writer puts
 * its formula guard on the leading '+', so a spreadsheet keeps the number as text and a round
 * trip restores it exactly). The import's rules for the CSV import kit (`@/components/csv-import`):
 * the fields and the header names that mean them, the template's example, each row checked with
 * the customer form's schema (phones read with `phoneFromCsv` in the business's country), and
 * what makes two customers the same (e-mail, or phone in E.164).
 */
import * as v from 'valibot';
import type { ImportField, MatchKey, RowCheck } from '@/components/csv-import';
import { toCsv } from '@/lib/csv';
import { normalizePhone, phoneExample, phoneFromCsv, type PhoneCountry } from '@/lib/phone';
import type { Customer, CustomerInput } from '../api/customers.queries';
import { CUSTOMER_FIELD_LABELS, customerFormSchema, type CustomerFormValues } from '../schemas/customer';

/** The columns, named as the contract names the fields. */
export const CUSTOMER_CSV_COLUMNS = ['name', 'type', 'email', 'phone_number'] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

/** The fields an import fills, and the header names that mean them. */
export const CUSTOMER_IMPORT_FIELDS: readonly ImportField<CustomerCsvColumn>[] = [
  { key: 'name', label: 'Name', required: true, synonyms: ['Customer', 'Full name', 'Customer name', 'Client', 'Client name'] },
  { key: 'type', label: 'Type', synonyms: ['Customer type', 'Client type'] },
  { key: 'email', label: 'Email', synonyms: ['E-mail', 'Email address', 'E-mail address', 'Mail'] },
  {
    key: 'phone_number',
    label: 'Phone',
    synonyms: ['Phone number', 'Mobile', 'Mobile number', 'Tel', 'Telephone', 'Telephone number', 'Cell', 'Cell phone', 'GSM'],
  },
];

/** The customers as a CSV file (header, then one line per customer). */
export function customersToCsv(customers: readonly Customer[]): Promise<string> {
  return toCsv(
    CUSTOMER_CSV_COLUMNS,
    customers.map((c) => [c.name, c.type, c.email ?? '', c.phone_number ?? '']),
  );
}

/** The template's example row: a customer with a phone written the way the business's country writes it. */
export function customerTemplateExample(country: PhoneCountry): Record<CustomerCsvColumn, string> {
  return {
    name: country === 'US' ? 'Jordan Smith' : 'Ada Obi',
    type: 'individual',
    email: country === 'US' ? 'jordan.smith@example.com' : 'ada.obi@example.com',
    phone_number: phoneExample(country),
  };
}

function reasonOf(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const key = issue.path?.[0]?.key;
      const label =
        typeof key === 'string' && key in CUSTOMER_FIELD_LABELS ? CUSTOMER_FIELD_LABELS[key as keyof CustomerFormValues] : null;
      return label ? `${label}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * One row of a customers file checked with the form's rules. The body holds only what the row
 * gives (a blank type, email or phone is left out), so an Update never blanks a field; a new
 * customer gets the contract's defaults (`toNewCustomer`).
 */
export function checkCustomerRow(values: Record<CustomerCsvColumn, string>, country: PhoneCountry): RowCheck<CustomerInput> {
  const type = values.type.trim().toLowerCase();
  const phoneCell = values.phone_number.trim();
  const phone = phoneCell ? phoneFromCsv(phoneCell, country) : null;
  const form: CustomerFormValues = {
    name: values.name,
    type: (type || 'individual') as CustomerFormValues['type'],
    email: values.email,
    // A number the phone rules read (an apostrophe-guarded or international cell) goes in as E.164;
    // anything else as written, for the schema's message.
    phone: phone?.ok ? phone.e164 : phoneCell,
  };
  const result = v.safeParse(customerFormSchema(country), form);
  if (!result.success) return { ok: false, reason: reasonOf(result.issues) };
  const out = result.output;
  return {
    ok: true,
    input: {
      name: out.name,
      ...(type ? { type: out.type } : {}),
      ...(out.email ? { email: out.email } : {}),
      ...(out.phone ? { phone_number: out.phone } : {}),
    },
  };
}

/** A row's body for a new customer: the contract's defaults for what the row left out. */
export function toNewCustomer(input: CustomerInput): CustomerInput {
  return { type: 'individual', email: null, phone_number: null, ...input };
}

const emailKey = (email: string | null | undefined): MatchKey[] =>
  email?.trim() ? [{ field: 'email', value: email.trim().toLowerCase() }] : [];

/** What makes an imported row the same customer: its e-mail (any case) or its phone (E.164). */
export function customerRowKeys(input: CustomerInput): MatchKey[] {
  return [...emailKey(input.email), ...(input.phone_number ? [{ field: 'phone', value: input.phone_number }] : [])];
}

/** The same for an existing customer, whose phone may be stored in national form ('08023456789'). */
export function customerKeys(customer: Customer, country: PhoneCountry): MatchKey[] {
  const stored = customer.phone_number?.trim();
  const phone = stored ? normalizePhone(stored, country) : null;
  return [...emailKey(customer.email), ...(stored ? [{ field: 'phone', value: phone?.ok ? phone.e164 : stored }] : [])];
}
