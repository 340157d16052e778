import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { debtorSearchSchema, debtorsSearchSchema } from './search';

describe('the debtors URL state', () => {
  it('reads the currency (upper-cased), the sort, the search and the page', () => {
    expect(v.parse(debtorsSearchSchema, { currency: 'usd', sort: 'overdue', search: ' bola ', page: 2 })).toEqual({
      currency: 'USD',
      sort: 'overdue',
      search: 'bola',
      page: 2,
    });
  });
  it('falls back to no filter for a bad value instead of failing the page', () => {
    expect(v.parse(debtorsSearchSchema, { currency: 'naira', sort: 'random', page: -1 })).toEqual({
      currency: undefined,
      sort: undefined,
      search: undefined,
      page: undefined,
    });
    expect(v.parse(debtorSearchSchema, { currency: '<script>' })).toEqual({ currency: undefined });
  });
});
