import { describe, expect, it } from 'vitest';
import { fromEnvelope, serverPageSize } from './paging';
import { pageInBrowser } from './browser-paging';

const envelope = (count: number, length: number, next: boolean) => ({
  count,
  next: next ? 'http://x/?page=2' : null,
  previous: null,
  results: Array.from({ length }, (_, i) => i),
});

describe('serverPageSize', () => {
  it('reads the size from a full page, or from the earlier pages on the last one', () => {
    expect(serverPageSize(envelope(134, 10, true), 1)).toBe(10);
    expect(serverPageSize(envelope(134, 4, false), 14)).toBe(10);
    expect(serverPageSize(envelope(3, 3, false), 1)).toBe(3);
    expect(serverPageSize(envelope(0, 0, false), 1)).toBe(1);
  });

  it('gives the counts of "Showing 131–134 of 134"', () => {
    expect(fromEnvelope(envelope(134, 4, false), 14)).toMatchObject({ total: 134, page: 14, pageSize: 10 });
  });
});

describe('pageInBrowser', () => {
  const rows = Array.from({ length: 45 }, (_, i) => ({ name: i % 2 ? `Café ${i}` : `Shop ${i}`, active: i < 40 }));
  const searchIn = (row: (typeof rows)[number]) => [row.name];

  it('pages, clamping a page past the end', () => {
    expect(pageInBrowser(rows, { searchIn, page: 3 })).toMatchObject({ total: 45, page: 3, pageSize: 20 });
    expect(pageInBrowser(rows, { searchIn, page: 3 }).rows).toHaveLength(5);
    expect(pageInBrowser(rows, { searchIn, page: 9 }).page).toBe(3);
  });

  it('searches without case or accents, after the filter', () => {
    const found = pageInBrowser(rows, { searchIn, search: ' CAFE ', filter: (row) => row.active });
    expect(found.total).toBe(20);
    expect(found.rows.every((row) => row.name.startsWith('Café'))).toBe(true);
  });
});
