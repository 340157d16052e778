/**
 * The payroll payment form when a payment is edited (spec: amount, date, description), mapped to
 * and from the contract in one typed place. The payroll entry it paid does not change. Amounts
 * stay decimal strings.
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { isIsoDate } from '@/lib/dates';
import { fromNullable, optionalText, toNullable } from '@/lib/form-fields';
import { isValidMoney, normalizeMoney, toMinor } from '@/lib/money';

export type PayrollPayment = BusinessSchemas['PayrollHistory'];
export type PayrollPaymentPatch = BusinessSchemas['PayrollHistoryPatch'];

/** The contract's PositiveMoney: at most 15 whole digits and 2 decimals, more than zero. */
const MAX_WHOLE_DIGITS = 15;
/** The contract's limit on a payment's description. */
export const DESCRIPTION_MAX = 1000;

export const paymentEditSchema = v.object({
  amount: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Amount is required'),
    v.check((value: string) => isValidMoney(value), 'Enter an amount like 120000 or 120000.50'),
    v.check((value) => !isValidMoney(value) || toMinor(value) > 0n, 'Amount must be more than zero'),
    v.check(
      (value) => !isValidMoney(value) || normalizeMoney(value).split('.')[0]!.length <= MAX_WHOLE_DIGITS,
      'Amount is too large',
    ),
  ),
  date: v.pipe(
    v.string(),
    v.nonEmpty('Date is required'),
    v.check((value: string) => isIsoDate(value), 'Enter a real date'),
  ),
  description: optionalText('Description', DESCRIPTION_MAX),
});

export type PaymentEditValues = v.InferInput<typeof paymentEditSchema>;

export function toPaymentEditValues(payment: PayrollPayment): PaymentEditValues {
  return { amount: payment.amount, date: payment.date, description: fromNullable(payment.description) };
}

/** The PATCH body: the three fields, trimmed; a blank description is null. */
export function toPaymentPatch(values: PaymentEditValues): PayrollPaymentPatch {
  return {
    amount: normalizeMoney(values.amount.trim()),
    date: values.date,
    description: toNullable(values.description.trim()),
  };
}
