/** The expense category form (spec: Category name, description), mapped to the contract in one place. */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { fromNullable, optionalText, requiredText, toNullable } from '@/lib/form-fields';

export type ExpenseCategory = BusinessSchemas['ExpenseCategory'];
export type ExpenseCategoryInput = BusinessSchemas['ExpenseCategoryInput'];

export const expenseCategorySchema = v.object({
  name: requiredText('Name', 120),
  description: optionalText('Description', 1000),
});

export type ExpenseCategoryValues = v.InferInput<typeof expenseCategorySchema>;

export function toExpenseCategoryValues(category?: ExpenseCategory | null): ExpenseCategoryValues {
  return { name: category?.name ?? '', description: fromNullable(category?.description) };
}

export function toExpenseCategoryInput(values: ExpenseCategoryValues): ExpenseCategoryInput {
  return { name: values.name.trim(), description: toNullable(values.description.trim()) };
}
