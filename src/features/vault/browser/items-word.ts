import type { Entry } from './entries';

/** '"Name"' for one item, 'N items' for several. */
export const itemsWord = (entries: readonly Entry[]) =>
  entries.length === 1 ? `“${entries[0]!.name}”` : `${entries.length} items`;
