import { describe, expect, it } from 'vitest';
import { arrange, bytesOf, formatBytes, sortNameOf, sortNamesOf, type Entry } from './entries';
import type { VaultSort } from './search';
import { aFile, aFolder } from './test-data';

describe('vault entries', () => {
  it('sorts names by number, ignoring case and accents', () => {
    const names = ['Receipt 10.pdf', 'receipt 9.pdf', 'Émile.pdf', 'apple.pdf', 'Receipt 009b.pdf'];
    const files = names.map((name, i) => aFile(i + 1, name));
    expect(arrange([], files, {}).map((e) => e.name)).toEqual([
      'apple.pdf',
      'Émile.pdf',
      'receipt 9.pdf',
      'Receipt 009b.pdf',
      'Receipt 10.pdf',
    ]);
    expect(arrange([], files, { sort: '-name' }).map((e) => e.name)[0]).toBe('Receipt 10.pdf');
    expect(sortNameOf('A0007')).toBe(`a${'7'.padStart(12, '0')}`);
  });

  it('keeps folders first whatever the sort, filters by name and by tag', () => {
    const folders = [aFolder(1, 'Zeta', { size: 10 }), aFolder(2, 'alpha', { size: 20 })];
    const files = [
      aFile(3, 'big.pdf', { file_size: '2.00', file_size_unit: 'MB', tags: [7] }),
      aFile(4, 'small.pdf', { file_size: '2.00', file_size_unit: 'KB' }),
    ];
    expect(arrange(folders, files, { sort: '-size' }).map((e) => e.name)).toEqual(['alpha', 'Zeta', 'big.pdf', 'small.pdf']);
    expect(arrange(folders, files, { q: 'AL' }).map((e) => e.name)).toEqual(['alpha', 'small.pdf']);
    expect(arrange(folders, files, { tag: 7 }).map((e) => e.name)).toEqual(['big.pdf']);
  });

  it('turns display sizes back into bytes and shows bytes in binary units', () => {
    expect(bytesOf('2.40', 'MB')).toBe(Math.round(2.4 * 1024 * 1024));
    expect(bytesOf('845.2', 'KB')).toBe(Math.round(845.2 * 1024));
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5 GB');
  });

  it('keys many names at once as it keys each alone, a name with a line break included', () => {
    const names = ['Receipt 0009.pdf', 'a\nb 10', 'Émile 7', '1234567890123456 long', '0', 'x00y', 'Ça 0010 b 2'];
    expect(sortNamesOf(names)).toEqual(names.map((name) => sortNameOf(name.replaceAll('\n', ' '))));
    expect(sortNameOf('1234567890123456 long')).toBe('1234567890123456 long');
    expect(sortNameOf('x00y')).toBe(`x${'0'.repeat(12)}y`);
  });

  it('orders as comparing the sort keys would, for every sort, ties by id', () => {
    // A comparator over the same keys: what the string keys sorted without one must reproduce.
    let seed = 17;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const files = Array.from({ length: 300 }, (_, i) =>
      aFile(
        1000 - i * 3,
        `${pick(['Receipt', 'receipt', 'Été', 'a', ''])} ${pick(['9', '09', '10', '1', ''])}${pick(['.pdf', ' b', ''])}`,
        {
          file_size: pick(['1.50', '2.00', '0.5', '10']),
          file_size_unit: pick(['B', 'KB', 'MB'] as const),
          updated_at: pick(['2026-10-01T09:00:00Z', '2026-10-02T09:00:00Z']),
        },
      ),
    );
    const byName = (a: Entry, b: Entry) => {
      const [x, y] = [sortNameOf(a.name), sortNameOf(b.name)];
      return x < y ? -1 : x > y ? 1 : a.id - b.id;
    };
    const size = (e: Entry) => (e.type === 'file' ? bytesOf(e.file.file_size, e.file.file_size_unit) : 0);
    const compare: Record<string, (a: Entry, b: Entry) => number> = {
      name: byName,
      date: (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : byName(a, b)),
      size: (a, b) => size(a) - size(b) || byName(a, b),
    };
    for (const sort of ['name', '-name', 'date', '-date', 'size', '-size'] as VaultSort[]) {
      const key = sort.replace('-', '');
      const direction = sort.startsWith('-') ? -1 : 1;
      const expected = arrange([], files, { sort: 'name' }).sort((a, b) => direction * compare[key]!(a, b));
      expect(
        arrange([], files, { sort }).map((e) => e.id),
        sort,
      ).toEqual(expected.map((e) => e.id));
    }
  });
});
