/**
 * The stock adjustment form (issue 12, item 6): why the stock changed, by how much, and a note.
 * People think in what happened, not in signed numbers, so the form asks 'Units received', 'Units
 * sold', 'Units damaged or lost' or, for a stock count, 'Counted quantity', and works out the
 * signed `change` the designed call takes.
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { optionalText, toNullable } from '@/lib/form-fields';
import { ADJUSTMENT_REASONS, type AdjustmentReason } from './adjustment-reasons';

export { ADJUSTMENT_REASONS, REASON_OPTIONS, type AdjustmentReason } from './adjustment-reasons';
export type InventoryAdjustment = BusinessSchemas['InventoryAdjustment'];
export type InventoryAdjustmentInput = BusinessSchemas['InventoryAdjustmentInput'];

export interface AdjustmentValues {
  reason: AdjustmentReason;
  amount: string;
  note: string;
}

export const emptyAdjustment = (): AdjustmentValues => ({ reason: 'received', amount: '', note: '' });

const WHOLE = /^\d{1,7}$/;
const MAX = 1_000_000;

/** The signed change the values make to `inStock`, or null when the amount is not a whole number. */
export function changeOf(values: Pick<AdjustmentValues, 'reason' | 'amount'>, inStock: number): number | null {
  const text = values.amount.trim().replace(/[\s,]/g, '');
  if (!WHOLE.test(text)) return null;
  const amount = Number(text);
  const { sign } = ADJUSTMENT_REASONS[values.reason];
  return sign === 0 ? amount - inStock : sign * amount;
}

/** The form's rules, knowing what is in stock. */
export function adjustmentSchema(inStock: number) {
  return v.pipe(
    v.object({
      reason: v.picklist(Object.keys(ADJUSTMENT_REASONS) as AdjustmentReason[], 'Choose why the stock changed.'),
      amount: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter a number.')),
      note: optionalText('Note', 500),
    }),
    v.forward(
      v.check(
        (values) => amountProblem(values, inStock) === null,
        (issue) => amountProblem(issue.input, inStock) ?? '',
      ),
      ['amount'],
    ),
  );
}

/** What is wrong with the amount, or null. */
export function amountProblem(values: Pick<AdjustmentValues, 'reason' | 'amount'>, inStock: number): string | null {
  const change = changeOf(values, inStock);
  const { sign } = ADJUSTMENT_REASONS[values.reason];
  if (change === null) return 'Enter a whole number, like 12.';
  const amount = sign === 0 ? change + inStock : Math.abs(change);
  if (amount > MAX) return 'Enter at most 1,000,000.';
  if (sign === 0) return change === 0 ? `That is what is in stock already (${inStock}).` : null;
  if (amount === 0) return 'Enter at least 1.';
  if (sign < 0 && amount > inStock) return `Only ${inStock} in stock: you can take away at most ${inStock}.`;
  return null;
}

export function toAdjustmentInput(values: AdjustmentValues, inStock: number): InventoryAdjustmentInput {
  return { change: changeOf(values, inStock) ?? 0, reason: values.reason, note: toNullable(values.note.trim()) };
}
