import { describe, expect, it } from 'vitest';
import { HOSTILE_NAMES, hostile } from '@/test/hostile-strings';
import {
  anyNumber,
  boolean,
  isoDate,
  matching,
  oneOf,
  parseSearch,
  positiveInt,
  searchText,
  text,
  trueOnly,
  type SearchParam,
} from './search-params';

const SCRIPT = hostile('script tag');
const LONG = 'x'.repeat(201);

/** [parser, raw value as the router hands it, what the page gets]. */
const table: [string, SearchParam<unknown>, unknown, unknown][] = [
  // ?search= of a list: trimmed, cut to 200, blank means none, a number is its text.
  ['searchText', searchText, ' bola ', 'bola'],
  ['searchText', searchText, 123, '123'],
  ['searchText', searchText, 0, '0'],
  ['searchText', searchText, '   ', undefined],
  ['searchText', searchText, '', undefined],
  ['searchText', searchText, LONG, 'x'.repeat(200)],
  ['searchText', searchText, SCRIPT, SCRIPT],
  ['searchText', searchText, true, undefined],
  ['searchText', searchText, ['a'], undefined],
  ['searchText', searchText, Number.NaN, undefined],
  // ?page= and ids: whole numbers from 1.
  ['positiveInt', positiveInt, 2, 2],
  ['positiveInt', positiveInt, 0, undefined],
  ['positiveInt', positiveInt, -1, undefined],
  ['positiveInt', positiveInt, 1.5, undefined],
  ['positiveInt', positiveInt, '2', undefined],
  ['positiveInt', positiveInt, Number.POSITIVE_INFINITY, undefined],
  ['positiveInt', positiveInt, SCRIPT, undefined],
  // Any number (the support page's ids).
  ['anyNumber', anyNumber, 7, 7],
  ['anyNumber', anyNumber, -3.5, -3.5],
  ['anyNumber', anyNumber, Number.NaN, undefined],
  ['anyNumber', anyNumber, '7', undefined],
  // Picklists: exactly one of the values.
  ['oneOf', oneOf(['active', 'removed']), 'removed', 'removed'],
  ['oneOf', oneOf(['active', 'removed']), 'Removed', undefined],
  ['oneOf', oneOf(['active', 'removed']), ' removed', undefined],
  ['oneOf', oneOf(['active', 'removed']), '', undefined],
  ['oneOf', oneOf(['active', 'removed']), 1, undefined],
  ['oneOf', oneOf(['active', 'removed']), SCRIPT, undefined],
  // Calendar dates.
  ['isoDate', isoDate, '2024-02-29', '2024-02-29'],
  ['isoDate', isoDate, '2023-02-29', undefined],
  ['isoDate', isoDate, '2026-11', undefined],
  ['isoDate', isoDate, 20261101, undefined],
  ['isoDate', isoDate, '', undefined],
  ['isoDate', isoDate, SCRIPT, undefined],
  // Flags.
  ['trueOnly', trueOnly, true, true],
  ['trueOnly', trueOnly, false, undefined],
  ['trueOnly', trueOnly, 'true', undefined],
  ['boolean', boolean, false, false],
  ['boolean', boolean, 'yes', undefined],
  ['boolean', boolean, 1, undefined],
  // Text matching a pattern (a month, an account).
  ['matching', matching(/^\d{4}-(0[1-9]|1[0-2])$/), '2026-11', '2026-11'],
  ['matching', matching(/^\d{4}-(0[1-9]|1[0-2])$/), '2026-13', undefined],
  ['matching', matching(/^\d{4}-(0[1-9]|1[0-2])$/), 202611, undefined],
  // Text by rules: any text; a limit drops a longer value (it does not cut it).
  ['text()', text(), '', ''],
  ['text()', text(), SCRIPT, SCRIPT],
  ['text()', text(), 12, undefined],
  ['text(max 255)', text({ max: 255 }), 'q'.repeat(255), 'q'.repeat(255)],
  ['text(max 255)', text({ max: 255 }), 'q'.repeat(256), undefined],
  ['text(trim, non-blank, max 50)', text({ trim: true, nonBlank: true, max: 50 }), ` ${'y'.repeat(50)} `, 'y'.repeat(50)],
  ['text(trim, non-blank, max 50)', text({ trim: true, nonBlank: true, max: 50 }), 'y'.repeat(51), undefined],
  ['text(trim, non-blank, max 50)', text({ trim: true, nonBlank: true, max: 50 }), '   ', undefined],
  ['text(trim, non-blank, max 50)', text({ trim: true, nonBlank: true, max: 50 }), 2024, undefined],
  ['text(trim, numbers, max 50)', text({ trim: true, numbers: true, max: 50 }), 2024, '2024'],
  ['text(trim, numbers, max 50)', text({ trim: true, numbers: true, max: 50 }), '  ', ''],
  ['text(trim, numbers, max 50)', text({ trim: true, numbers: true, max: 50 }), false, undefined],
];

describe('search value parsers: a bad value falls back to none', () => {
  it.each(table)('%s(%j) gives %j', (_name, parse, raw, expected) => {
    expect(parse(raw)).toStrictEqual(expected);
  });

  it.each([undefined, null])('every parser gives none for %j', (raw) => {
    for (const [, parse] of table) expect(parse(raw)).toBeUndefined();
  });

  it('keeps hostile names as plain text where text is taken, and refuses them elsewhere', () => {
    for (const name of HOSTILE_NAMES) {
      expect(text()(name)).toBe(name);
      expect(searchText(name)).toBe(name.trim().slice(0, 200));
      expect(oneOf(['faq', 'chat'])(name)).toBeUndefined();
      expect(isoDate(name)).toBeUndefined();
      expect(positiveInt(name)).toBeUndefined();
    }
  });
});

describe('parseSearch', () => {
  const parse = parseSearch({ search: searchText, page: positiveInt, tab: oneOf(['active', 'removed']) });

  it('keeps the good values, gives a bad one as undefined and leaves unknown ones out', () => {
    expect(parse({ search: 42, page: 0, tab: 'removed', token: 'secret', __proto__: { page: 3 } })).toStrictEqual({
      search: '42',
      page: undefined,
      tab: 'removed',
    });
  });

  it('overwrites a bad value with undefined, since the router lays the result over the raw search', () => {
    const raw = { search: SCRIPT, page: 'x'.repeat(10), tab: 'javascript:alert(1)' };
    const validated = { ...raw, ...parse(raw) };
    expect(validated).toStrictEqual({ search: SCRIPT, page: undefined, tab: undefined });
  });

  it('reads an absent or malformed search as none', () => {
    expect(parse({})).toStrictEqual({});
    expect(parse(undefined)).toStrictEqual({});
    expect(parse('page=2')).toStrictEqual({});
  });
});
