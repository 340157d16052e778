import { describe, expect, it } from 'vitest';
import { parseReportsSearch } from './search';

describe('the reports URL state', () => {
  it('keeps a known type, a period, real dates and compare', () => {
    expect(
      parseReportsSearch({ type: 'inventory', period: 'custom', from: '2024-02-29', to: '2024-03-31', compare: true }),
    ).toEqual({
      type: 'inventory',
      period: 'custom',
      from: '2024-02-29',
      to: '2024-03-31',
      compare: true,
    });
  });

  it('drops anything else to the default', () => {
    expect(
      parseReportsSearch({ type: 'secrets', period: 'forever', from: '2023-02-29', to: '<script>', compare: 'yes' }),
    ).toEqual({
      type: undefined,
      period: undefined,
      from: undefined,
      to: undefined,
      compare: undefined,
    });
  });
});
