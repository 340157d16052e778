/**
 * Where the full list was left (scroll offset and active row), per business, tab, filters, sort
 * and layout, for the length of the page's life: opening an item and coming back (a new mount of
 * the list) returns to the same place.
 */
export interface ListPosition {
  offset: number;
  active: number;
}

const positions = new Map<string, ListPosition>();

export function rememberPosition(key: string, position: ListPosition): void {
  positions.set(key, position);
}

export function recallPosition(key: string): ListPosition | undefined {
  return positions.get(key);
}

/** Tests start clean. */
export function forgetPositions(): void {
  positions.clear();
}
