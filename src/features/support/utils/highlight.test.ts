import { describe, expect, it } from 'vitest';
import { matches, splitMatches } from './highlight';

describe('splitMatches', () => {
  it('splits every case-insensitive match apart from the plain text', () => {
    expect(splitMatches('Transfer to a bank; TRANSFER limits', 'transfer')).toEqual([
      { text: 'Transfer', match: true },
      { text: ' to a bank; ', match: false },
      { text: 'TRANSFER', match: true },
      { text: ' limits', match: false },
    ]);
  });

  it('keeps markup as plain text and an empty query as one part', () => {
    expect(splitMatches('<b>BVN</b>', '<b>')).toEqual([
      { text: '<b>', match: true },
      { text: 'BVN</b>', match: false },
    ]);
    expect(splitMatches('Plain', '  ')).toEqual([{ text: 'Plain', match: false }]);
    expect(matches('Plain', ' ')).toBe(false);
    expect(matches('Plain text', 'TEXT')).toBe(true);
  });
});
