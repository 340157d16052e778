/**
 * Customers as CSV: the export writes the contract's fields; the import reads them back, checks
 * every row with the customer form's schema and reports each bad row by its line. Nothing is
 * written here: the import dialog creates the valid rows only once the user confirms.
 */
import * as v from 'valibot';
import { parseCsvTable, toCsv, type CsvProblem } from '@/lib/csv';
import type { Customer, CustomerInput } from '../api/customers.queries';
import { CUSTOMER_FIELD_LABELS, customerFormSchema, toCustomerInput, type CustomerFormValues } from '../schemas/customer';

/** The columns, named as the contract names the fields. */
export const CUSTOMER_CSV_COLUMNS = ['name', 'type', 'email', 'phone_number'] as const;
type Column = (typeof CUSTOMER_CSV_COLUMNS)[number];

/** The customers as a CSV file (header, then one line per customer). */
export function customersToCsv(customers: readonly Customer[]): Promise<string> {
  return toCsv(
    CUSTOMER_CSV_COLUMNS,
    customers.map((c) => [c.name, c.type, c.email ?? '', c.phone_number ?? '']),
  );
}

export interface CustomerImportRow {
  line: number;
  input: CustomerInput;
}

export interface CustomerImport {
  /** Rows ready to create, in file order. */
  valid: CustomerImportRow[];
  /** Rows that can't be imported: line and reason. */
  problems: CsvProblem[];
}

function formValuesOf(values: Record<Column, string>): CustomerFormValues {
  const type = values.type.trim().toLowerCase();
  return {
    name: values.name,
    // A blank type is the contract's default.
    type: (type || 'individual') as CustomerFormValues['type'],
    email: values.email,
    phone: values.phone_number,
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
 * Reads a customers CSV (the export's format; columns by name, `name` required). A file it can't
 * read at all throws a CsvError ('Line 1: the header must name the column name.').
 */
export async function readCustomersCsv(text: string): Promise<CustomerImport> {
  const table = await parseCsvTable(text, { columns: CUSTOMER_CSV_COLUMNS, required: ['name'] });
  const valid: CustomerImportRow[] = [];
  const problems: CsvProblem[] = [...table.problems];
  for (const row of table.rows) {
    const values = formValuesOf(row.values);
    const result = v.safeParse(customerFormSchema, values);
    if (result.success) valid.push({ line: row.line, input: toCustomerInput(values) });
    else problems.push({ line: row.line, message: reasonOf(result.issues) });
  }
  problems.sort((a, b) => a.line - b.line);
  return { valid, problems };
}
