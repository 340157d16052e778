/**
 * The stock adjustment reasons as people say them (issue 12, item 6), apart from the form's schema:
 * the item page's stock history needs only the labels, not the form's rules and field helpers.
 */
import type { BusinessSchemas } from '@/api/types';

export type AdjustmentReason = BusinessSchemas['InventoryAdjustmentReason'];

/** Each reason as the form and the history say it, and the label of its number field. */
export const ADJUSTMENT_REASONS: Record<AdjustmentReason, { label: string; amount: string; sign: 1 | -1 | 0 }> = {
  received: { label: 'Stock received', amount: 'Units received', sign: 1 },
  sold_outside: { label: 'Sold outside the app', amount: 'Units sold', sign: -1 },
  damaged: { label: 'Damaged or lost', amount: 'Units damaged or lost', sign: -1 },
  count_correction: { label: 'Stock count', amount: 'Counted quantity', sign: 0 },
};

export const REASON_OPTIONS = (Object.keys(ADJUSTMENT_REASONS) as AdjustmentReason[]).map((value) => ({
  value,
  label: ADJUSTMENT_REASONS[value].label,
}));
