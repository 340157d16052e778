/** The status vocabulary of an inventory item's stock and its listing (src/lib/status.ts: one vocabulary, split so a page loads only what it shows). */
import type { StatusVocabulary } from '../status';

/** Stock of an inventory item (`stockStatus`). */
export const STOCK_STATUS = {
  in_stock: { tone: 'success', label: 'In stock' },
  low_stock: { tone: 'warning', label: 'Low stock' },
  out_of_stock: { tone: 'danger', label: 'Out of stock' },
} as const satisfies StatusVocabulary;

/** A listing on the marketplace or a course (`is_published`-style flags). */
export const PUBLICATION_STATUS = {
  published: { tone: 'success', label: 'Published' },
  unpublished: { tone: 'neutral', label: 'Unpublished' },
} as const satisfies StatusVocabulary;

/** Stock from the quantity on hand and the low-stock threshold (inclusive). */
export function stockStatus(quantity: number, lowAt = 0): keyof typeof STOCK_STATUS {
  if (quantity <= 0) return 'out_of_stock';
  if (quantity <= lowAt) return 'low_stock';
  return 'in_stock';
}

export const publicationStatus = (published: boolean): keyof typeof PUBLICATION_STATUS =>
  published ? 'published' : 'unpublished';
