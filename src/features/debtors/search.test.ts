import { describe, expect, it } from 'vitest';
import { parseDebtorSearch, parseDebtorsSearch } from './search';

describe('the debtors URL state', () => {
  it('reads the currency (upper-cased), the sort, the search and the page', () => {
    expect(parseDebtorsSearch({ currency: 'usd', sort: 'overdue', search: ' bola ', page: 2 })).toEqual({
      currency: 'USD',
      sort: 'overdue',
      search: 'bola',
      page: 2,
    });
  });
  it('falls back to no filter for a bad value instead of failing the page', () => {
    expect(parseDebtorsSearch({ currency: 'naira', sort: 'random', page: -1 })).toEqual({
      currency: undefined,
      sort: undefined,
      search: undefined,
      page: undefined,
    });
    expect(parseDebtorSearch({ currency: '<script>' })).toEqual({ currency: undefined });
  });
});
