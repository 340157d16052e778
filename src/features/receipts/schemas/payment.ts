/** The record-payment form's values and rules (decision 0018: at most the balance except cash). */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { isIsoDate, toIsoDate } from '@/lib/dates';
import { paymentSplit } from '@/lib/invoice-totals';
import { compareMoney, formatMoney, isValidMoney } from '@/lib/money';
import { METHOD_LABELS, type PaymentMethod } from '../utils/payment-methods';

export { METHOD_LABELS, type PaymentMethod };

export const METHOD_OPTIONS = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

export interface PaymentValues {
  amount: string;
  date: string;
  payment_method: PaymentMethod;
  reference: string;
}

export const paymentDefaults = (balance: string): PaymentValues => ({
  amount: balance,
  date: toIsoDate(),
  payment_method: 'cash',
  reference: '',
});

/** What is wrong with the amount for this balance, or null. */
export function amountProblem(
  values: Pick<PaymentValues, 'amount' | 'payment_method'>,
  balance: string,
  currency: string,
): string | null {
  const amount = values.amount.trim();
  if (!amount) return 'Enter the amount received.';
  if (!isValidMoney(amount)) return 'Enter an amount with at most 2 decimals.';
  if (compareMoney(amount, '0') <= 0) return 'Enter an amount above zero.';
  if (paymentSplit(balance, amount, { cash: values.payment_method === 'cash' }) === null)
    return `At most the balance, ${formatMoney(balance, currency)}; only a cash payment can be more (the rest is change).`;
  return null;
}

export function paymentSchema(balance: string, currency: string) {
  return v.pipe(
    v.object({
      amount: v.string(),
      date: v.pipe(v.string(), v.check(isIsoDate, 'Enter the date as year-month-day.')),
      payment_method: v.picklist(Object.keys(METHOD_LABELS) as PaymentMethod[], 'Choose how the customer paid.'),
      reference: v.pipe(v.string(), v.maxLength(100, 'Keep the reference to 100 characters.')),
    }),
    v.forward(
      v.check(
        (values) => amountProblem(values, balance, currency) === null,
        (issue) => amountProblem(issue.input, balance, currency) ?? '',
      ),
      ['amount'],
    ),
  );
}

export function toReceiptInput(values: PaymentValues, invoice: number): BusinessSchemas['ReceiptInput'] {
  const reference = values.reference.trim();
  return {
    invoice,
    amount: values.amount.trim(),
    payment_method: values.payment_method,
    date: values.date,
    reference: reference ? reference : null,
  };
}
