import { describe, expect, it } from 'vitest';
import { arrange, bytesOf, formatBytes, sortNameOf } from './entries';
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
});
