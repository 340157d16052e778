/**
 * The expense form (spec: amount, name, expense_date, category, description; plus the location
 * when the business has several, D5), mapped to and from the contract in one typed place.
 * Amounts stay decimal strings.
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { isIsoDate, toIsoDate } from '@/lib/dates';
import { fromNullable, optionalText, requiredText, toNullable } from '@/lib/form-fields';
import { isValidMoney, normalizeMoney, toMinor } from '@/lib/money';

export type Expense = BusinessSchemas['Expense'];
export type ExpenseInput = BusinessSchemas['ExpenseInput'];
export type ExpensePatch = BusinessSchemas['ExpensePatch'];

/** The contract's PositiveMoney: at most 15 whole digits and 2 decimals, more than zero. */
const MAX_WHOLE_DIGITS = 15;

const amount = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Amount is required'),
  v.check((value: string) => isValidMoney(value), 'Enter an amount like 1500 or 1500.50'),
  v.check((value) => !isValidMoney(value) || toMinor(value) > 0n, 'Amount must be more than zero'),
  v.check(
    (value) => !isValidMoney(value) || normalizeMoney(value).split('.')[0]!.length <= MAX_WHOLE_DIGITS,
    'Amount is too large',
  ),
);

const requiredChoice = (message: string) => v.pipe(v.string(), v.nonEmpty(message));

export const expenseSchema = v.object({
  amount,
  name: requiredText('Name', 200),
  expense_date: v.pipe(
    v.string(),
    v.nonEmpty('Date is required'),
    v.check((value: string) => isIsoDate(value), 'Enter a real date'),
  ),
  category: requiredChoice('Choose a category'),
  location: requiredChoice('Choose a location'),
  description: optionalText('Description', 2000),
});

export type ExpenseValues = v.InferInput<typeof expenseSchema>;

/** A new expense today at `location`, or the values of one to edit. */
export function toExpenseValues(expense: Expense | null, location: number | undefined): ExpenseValues {
  if (!expense) {
    return {
      amount: '',
      name: '',
      expense_date: toIsoDate(),
      category: '',
      location: location === undefined ? '' : String(location),
      description: '',
    };
  }
  return {
    amount: expense.amount,
    name: expense.name,
    expense_date: expense.expense_date,
    category: String(expense.category.id),
    location: String(expense.location),
    description: fromNullable(expense.description),
  };
}

export function toExpenseInput(values: ExpenseValues): ExpenseInput {
  return {
    amount: normalizeMoney(values.amount.trim()),
    name: values.name.trim(),
    expense_date: values.expense_date,
    category: Number(values.category),
    location: Number(values.location),
    description: toNullable(values.description.trim()),
  };
}

/** The same fields as a PATCH (the contract has no PUT for expenses). */
export function toExpensePatch(values: ExpenseValues): ExpensePatch {
  return toExpenseInput(values);
}
