import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS, checkRange, daysIn, presetRange, previousRange, resolveRange } from './periods';

/** A local calendar day (presets read the user's calendar). */
const on = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};
const range = (start_date: string, end_date: string) => ({ start_date, end_date });

describe('presets', () => {
  it('gives whole months for this month, last month, this quarter and the last 12 months', () => {
    const today = on('2026-03-15');
    expect(presetRange('this-month', today)).toEqual(range('2026-03-01', '2026-03-31'));
    expect(presetRange('last-month', today)).toEqual(range('2026-02-01', '2026-02-28'));
    expect(presetRange('this-quarter', today)).toEqual(range('2026-01-01', '2026-03-31'));
    expect(presetRange('year-to-date', today)).toEqual(range('2026-01-01', '2026-03-15'));
    expect(presetRange('last-12-months', today)).toEqual(range('2025-04-01', '2026-03-31'));
  });

  it('crosses the year back in January and knows a leap February', () => {
    expect(presetRange('last-month', on('2026-01-31'))).toEqual(range('2025-12-01', '2025-12-31'));
    expect(presetRange('last-month', on('2024-03-01'))).toEqual(range('2024-02-01', '2024-02-29'));
    expect(presetRange('this-quarter', on('2026-12-31'))).toEqual(range('2026-10-01', '2026-12-31'));
    expect(presetRange('year-to-date', on('2026-01-01'))).toEqual(range('2026-01-01', '2026-01-01'));
  });

  it('keeps every preset within the 366-day limit, on every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const today = new Date(2024, 0, 1 + day, 12);
      for (const preset of ['this-month', 'last-month', 'this-quarter', 'year-to-date', 'last-12-months'] as const) {
        expect(daysIn(presetRange(preset, today))).toBeLessThanOrEqual(MAX_REPORT_DAYS);
      }
    }
  });
});

describe('the previous period', () => {
  it('is the same number of whole months before a range of whole months', () => {
    expect(previousRange(range('2026-03-01', '2026-03-31'))).toEqual(range('2026-02-01', '2026-02-28'));
    expect(previousRange(range('2024-03-01', '2024-03-31'))).toEqual(range('2024-02-01', '2024-02-29'));
    expect(previousRange(range('2026-01-01', '2026-03-31'))).toEqual(range('2025-10-01', '2025-12-31'));
    expect(previousRange(range('2025-04-01', '2026-03-31'))).toEqual(range('2024-04-01', '2025-03-31'));
    expect(previousRange(range('2026-02-01', '2026-02-28'))).toEqual(range('2026-01-01', '2026-01-31'));
  });

  it('is the same number of days, ending the day before, for any other range', () => {
    expect(previousRange(range('2026-03-10', '2026-03-19'))).toEqual(range('2026-02-28', '2026-03-09'));
    expect(previousRange(range('2024-03-01', '2024-03-15'))).toEqual(range('2024-02-15', '2024-02-29'));
    expect(previousRange(range('2026-01-01', '2026-03-15'))).toEqual(range('2025-10-19', '2025-12-31'));
    const year = range('2024-01-02', '2025-01-01');
    expect(daysIn(year)).toBe(366);
    expect(previousRange(year)).toEqual(range('2023-01-01', '2024-01-01'));
  });

  it('has the same length as the range, whatever the range', () => {
    const cases = [range('2024-02-29', '2024-02-29'), range('2025-12-31', '2026-01-01'), range('2026-05-17', '2026-08-02')];
    for (const item of cases) {
      const before = previousRange(item);
      expect(daysIn(before)).toBe(daysIn(item));
      expect(daysIn(range(before.end_date, item.start_date))).toBe(2); // the day before, then the start
    }
  });
});

describe('a custom range', () => {
  it('allows 366 days and refuses 367 at the last day, with the count', () => {
    expect(checkRange('2024-01-01', '2024-12-31')).toEqual({});
    expect(checkRange('2025-01-01', '2026-01-01')).toEqual({});
    expect(checkRange('2025-01-01', '2026-01-02').end_date).toBe(
      'A report covers at most 366 days; this range has 367. Choose a later first day or an earlier last day.',
    );
  });

  it('refuses a missing or impossible date and an end before the start', () => {
    expect(checkRange('', '')).toEqual({
      start_date: 'Enter the first day of the report.',
      end_date: 'Enter the last day of the report.',
    });
    expect(checkRange('2023-02-29', '2023-03-01')).toEqual({ start_date: 'Enter a real date.' });
    expect(checkRange('2026-03-02', '2026-03-01')).toEqual({ end_date: 'The last day must not be before the first day.' });
  });

  it('resolves the URL state: a preset, a good custom range, or the errors of a bad one', () => {
    expect(resolveRange('last-month', undefined, undefined, on('2026-03-15'))).toEqual({
      range: range('2026-02-01', '2026-02-28'),
    });
    expect(resolveRange('custom', '2026-01-05', '2026-01-09')).toEqual({ range: range('2026-01-05', '2026-01-09') });
    expect(resolveRange('custom', '2020-01-01', '2026-01-09')).toMatchObject({
      range: null,
      errors: { end_date: expect.any(String) },
    });
    expect(resolveRange('custom', undefined, '2026-01-09')).toMatchObject({
      range: null,
      errors: { start_date: expect.any(String) },
    });
  });
});
