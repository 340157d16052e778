/**
 * The payroll form (spec: staff, amount, description; plus the location where the business has
 * several, D5) and the payroll payment form (spec: amount, date, description), each mapped to and
 * from the contract in one typed place. Amounts stay decimal strings.
 */
import * as v from 'valibot';
import { isIsoDate, toIsoDate } from '@/lib/dates';
import { fromNullable, optionalText, toNullable } from '@/lib/form-fields';
import { isValidMoney, normalizeMoney, toMinor } from '@/lib/money';
import type { Payroll, PayrollInput, PayrollPaymentInput } from '../api/payroll.queries';

/** The contract's PositiveMoney: at most 15 whole digits and 2 decimals, more than zero. */
const MAX_WHOLE_DIGITS = 15;
export const DESCRIPTION_MAX = 1000;

const positiveAmount = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Amount is required'),
  v.check((value: string) => isValidMoney(value), 'Enter an amount like 150000 or 150000.50'),
  v.check((value) => !isValidMoney(value) || toMinor(value) > 0n, 'Amount must be more than zero'),
  v.check(
    (value) => !isValidMoney(value) || normalizeMoney(value).split('.')[0]!.length <= MAX_WHOLE_DIGITS,
    'Amount is too large',
  ),
);

export const payrollFormSchema = v.object({
  staff: v.pipe(v.string(), v.nonEmpty('Choose a staff member')),
  amount: positiveAmount,
  description: optionalText('Description', DESCRIPTION_MAX),
  /** '' = the contract's default: the location chosen at the top, else the staff member's first. */
  location: v.string(),
});

export type PayrollFormValues = v.InferInput<typeof payrollFormSchema>;

/** A new payroll entry (at `location` when one is chosen), or the values of one to edit. */
export function payrollFormValues(row: Payroll | null, location: number | undefined): PayrollFormValues {
  if (!row) return { staff: '', amount: '', description: '', location: location === undefined ? '' : String(location) };
  return {
    staff: String(row.staff.id),
    amount: row.amount,
    description: fromNullable(row.description),
    location: String(row.location),
  };
}

/** Valid values as the contract's body; an edit keeps the entry's currency (a new one takes the business's). */
export function toPayrollInput(values: PayrollFormValues, row: Payroll | null): PayrollInput {
  const out = v.parse(payrollFormSchema, values);
  return {
    staff: Number(out.staff),
    amount: normalizeMoney(out.amount),
    description: toNullable(out.description),
    ...(out.location ? { location: Number(out.location) } : {}),
    ...(row ? { currency: row.currency } : {}),
  };
}

export const paymentFormSchema = v.object({
  amount: positiveAmount,
  date: v.pipe(
    v.string(),
    v.nonEmpty('Date is required'),
    v.check((value: string) => isIsoDate(value), 'Enter a real date'),
  ),
  description: optionalText('Description', DESCRIPTION_MAX),
});

export type PaymentFormValues = v.InferInput<typeof paymentFormSchema>;

/** A payment of `row`: its amount, today, no description. */
export function paymentFormValues(row: Pick<Payroll, 'amount'>, today: Date = new Date()): PaymentFormValues {
  return { amount: row.amount, date: toIsoDate(today), description: '' };
}

export function toPaymentInput(values: PaymentFormValues, payrollId: number): PayrollPaymentInput {
  const out = v.parse(paymentFormSchema, values);
  return { payroll: payrollId, amount: normalizeMoney(out.amount), date: out.date, description: toNullable(out.description) };
}
