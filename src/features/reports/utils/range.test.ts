import { describe, expect, it } from 'vitest';
import { checkRange, resolveRange } from './periods';
import { rangeOf } from './range';

describe('the range the route asks for', () => {
  it('agrees with the page: a preset, a good custom range, or none', () => {
    const today = new Date(2026, 2, 15, 12);
    const cases: [string | undefined, string | undefined][] = [
      ['2026-01-05', '2026-01-09'],
      ['2025-01-01', '2026-01-01'],
      ['2025-01-01', '2026-01-02'],
      ['2026-03-02', '2026-03-01'],
      ['2023-02-29', '2023-03-01'],
      [undefined, '2026-01-01'],
      ['2026-01-01', undefined],
    ];
    for (const [from, to] of cases) {
      expect(rangeOf('custom', from, to, today), `${from} to ${to}`).toEqual(resolveRange('custom', from, to, today).range);
      expect(rangeOf('custom', from, to, today) === null).toBe(Object.keys(checkRange(from ?? '', to ?? '')).length > 0);
    }
    expect(rangeOf('last-month', '2020-01-01', undefined, today)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
  });
});
