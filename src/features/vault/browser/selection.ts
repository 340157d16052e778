/**
 * The browser's selection, as a pure state machine over the rows' keys (in display order):
 * a plain click selects one row; Ctrl/Cmd-click adds or removes one; Shift-click selects the range
 * from the anchor (the last plain or Ctrl click) to the row, adding to the selection with Ctrl/Cmd;
 * select all takes every row; the selection keeps only keys still shown.
 */
export interface Selection {
  keys: ReadonlySet<string>;
  /** Where a Shift-click range starts. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { keys: new Set(), anchor: null };

export interface ClickModifiers {
  shift?: boolean;
  /** Ctrl on Windows and Linux, Cmd on a Mac. */
  toggle?: boolean;
}

export function clickSelect(
  selection: Selection,
  order: readonly string[],
  key: string,
  { shift, toggle }: ClickModifiers = {},
): Selection {
  if (shift && selection.anchor !== null && order.includes(selection.anchor)) {
    const from = order.indexOf(selection.anchor);
    const to = order.indexOf(key);
    const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
    const keys = new Set(toggle ? [...selection.keys, ...range] : range);
    return { keys, anchor: selection.anchor };
  }
  if (toggle) {
    const keys = new Set(selection.keys);
    if (keys.has(key)) keys.delete(key);
    else keys.add(key);
    return { keys, anchor: key };
  }
  return { keys: new Set([key]), anchor: key };
}

export const selectAll = (order: readonly string[]): Selection => ({ keys: new Set(order), anchor: order[0] ?? null });

/** The selection without rows no longer shown (after a search, a move or a delete). */
export function keepShown(selection: Selection, order: readonly string[]): Selection {
  if (selection.keys.size === 0) return selection;
  const shown = new Set(order);
  const keys = [...selection.keys].filter((key) => shown.has(key));
  if (keys.length === selection.keys.size) return selection;
  return { keys: new Set(keys), anchor: selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null };
}
