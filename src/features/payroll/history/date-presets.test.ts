import { describe, expect, it } from 'vitest';
import { PRESETS, presetOf, presetRange } from './date-presets';

// Local calendar dates (the presets follow the user's calendar).
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('payroll history date presets', () => {
  it('gives whole months, both ends included, across month ends and years', () => {
    expect(presetRange('this-month', on(2026, 11, 24))).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
    expect(presetRange('last-month', on(2026, 3, 31))).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(presetRange('last-month', on(2024, 3, 1))).toEqual({ start_date: '2024-02-01', end_date: '2024-02-29' });
    expect(presetRange('last-month', on(2026, 1, 15))).toEqual({ start_date: '2025-12-01', end_date: '2025-12-31' });
    expect(presetRange('last-3-months', on(2026, 1, 31))).toEqual({ start_date: '2025-11-01', end_date: '2026-01-31' });
    expect(presetRange('last-12-months', on(2026, 11, 24))).toEqual({ start_date: '2025-12-01', end_date: '2026-11-30' });
    expect(presetRange('this-year', on(2026, 6, 1))).toEqual({ start_date: '2026-01-01', end_date: '2026-12-31' });
    expect(presetRange('last-year', on(2026, 6, 1))).toEqual({ start_date: '2025-01-01', end_date: '2025-12-31' });
  });

  it('recognises a range that is a preset, and only then', () => {
    const today = on(2026, 11, 24);
    for (const { id } of PRESETS) expect(presetOf(presetRange(id, today), today)).toBe(id);
    expect(presetOf({ start_date: '2026-11-02', end_date: '2026-11-30' }, today)).toBeUndefined();
    expect(presetOf({}, today)).toBeUndefined();
  });
});
