/**
 * How an item reads on lists and its page: its unit and quantity, its margin and stock worth, and
 * why it cannot be published yet. Kept apart from the form's schemas (valibot and the form's
 * rules), which the list pages do not need.
 */
import type { BusinessSchemas } from '@/api/types';
import { fromMinor, isValidMoney, multiplyMoney, toMinor } from '@/lib/money';

type InventoryItem = BusinessSchemas['InventoryItem'];

/** a / b rounded half away from zero, in integers. */
function roundDiv(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (2n * x + y) / (2n * y);
  return negative ? -q : q;
}

/** Profit per unit and its share of the selling price ('2500.00', '26.3%'); null without both prices. */
export function marginOf(sellingPrice: string, costPrice: string): { amount: string; percent: string | null } | null {
  if (!isValidMoney(sellingPrice) || !isValidMoney(costPrice)) return null;
  const selling = toMinor(sellingPrice);
  const profit = selling - toMinor(costPrice);
  if (selling === 0n) return { amount: fromMinor(profit), percent: null };
  const tenths = roundDiv(profit * 1000n, selling);
  const abs = tenths < 0n ? -tenths : tenths;
  return { amount: fromMinor(profit), percent: `${tenths < 0n ? '−' : ''}${abs / 10n}.${abs % 10n}%` };
}

/** What the stock is worth at cost (cost x quantity), as a decimal string. */
export function stockWorth(item: Pick<InventoryItem, 'cost_price' | 'quantity' | 'type'>): string {
  return item.type === 'service' ? '0.00' : multiplyMoney(item.cost_price, item.quantity);
}

/** Why the item cannot be published yet (the sandbox refuses the same), or null. */
export function publishProblem(item: Pick<InventoryItem, 'name' | 'unit_price' | 'images'>): string | null {
  if (!item.name.trim()) return 'Add a name before publishing.';
  if (!isValidMoney(item.unit_price) || toMinor(item.unit_price) <= 0n) return 'Add a selling price before publishing.';
  if (item.images.length === 0) return 'Add an image before publishing.';
  return null;
}

/** An item's unit: the contract's `unit`, else its first tag (the form's unit is a tag, default PCS). */
export const unitOf = (item: Pick<InventoryItem, 'unit' | 'tags'>): string | null => item.unit ?? item.tags[0] ?? null;

/** '48 PCS'; a count without a unit when there is none. */
export const withUnit = (quantity: number, unit: string | null | undefined) => (unit ? `${quantity} ${unit}` : String(quantity));

/** The quantity column: '48 PCS'; services carry no stock ('—'). */
export const quantityLabel = (item: Pick<InventoryItem, 'type' | 'quantity' | 'unit' | 'tags'>) =>
  item.type === 'service' ? '—' : withUnit(item.quantity, unitOf(item));
