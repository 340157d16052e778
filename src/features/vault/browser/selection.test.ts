import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, clickSelect, keepShown, selectAll } from './selection';

const ORDER = ['a', 'b', 'c', 'd', 'e'];
const keys = (s: { keys: ReadonlySet<string> }) => [...s.keys].sort();

describe('vault selection', () => {
  it('a plain click selects only that row and sets the anchor', () => {
    const s = clickSelect(clickSelect(EMPTY_SELECTION, ORDER, 'a'), ORDER, 'c');
    expect(keys(s)).toEqual(['c']);
    expect(s.anchor).toBe('c');
  });

  it('Ctrl/Cmd-click adds and removes one row, keeping the rest', () => {
    let s = clickSelect(EMPTY_SELECTION, ORDER, 'a');
    s = clickSelect(s, ORDER, 'c', { toggle: true });
    expect(keys(s)).toEqual(['a', 'c']);
    s = clickSelect(s, ORDER, 'a', { toggle: true });
    expect(keys(s)).toEqual(['c']);
  });

  it('Shift-click selects the range from the anchor, either way, replacing the selection', () => {
    let s = clickSelect(EMPTY_SELECTION, ORDER, 'b');
    s = clickSelect(s, ORDER, 'd', { shift: true });
    expect(keys(s)).toEqual(['b', 'c', 'd']);
    s = clickSelect(s, ORDER, 'a', { shift: true });
    expect(keys(s)).toEqual(['a', 'b']);
    expect(s.anchor).toBe('b');
  });

  it('Ctrl+Shift-click adds the range to what is selected', () => {
    let s = clickSelect(EMPTY_SELECTION, ORDER, 'a');
    s = clickSelect(s, ORDER, 'd', { toggle: true });
    s = clickSelect(s, ORDER, 'e', { shift: true, toggle: true });
    expect(keys(s)).toEqual(['a', 'd', 'e']);
  });

  it('Shift-click with no anchor selects just the row', () => {
    expect(keys(clickSelect(EMPTY_SELECTION, ORDER, 'c', { shift: true }))).toEqual(['c']);
  });

  it('select all takes every row; rows no longer shown leave the selection', () => {
    const all = selectAll(ORDER);
    expect(keys(all)).toEqual(ORDER);
    const kept = keepShown(all, ['b', 'e']);
    expect(keys(kept)).toEqual(['b', 'e']);
    expect(kept.anchor).toBeNull();
    expect(keepShown(kept, ['b', 'e'])).toBe(kept);
  });
});
