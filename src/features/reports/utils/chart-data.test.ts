import { describe, expect, it } from 'vitest';
import { barShares, monthPoints } from './chart-data';

describe('chart data', () => {
  it('takes each series from the month totals by label, zero when a month lacks it', () => {
    const points = monthPoints(
      {
        report_type: 'profit_and_loss',
        start_date: '2026-01-01',
        end_date: '2026-02-28',
        currency: 'NGN',
        rows: [],
        totals: [],
        generated_at: '2026-03-01T00:00:00Z',
        months: [
          {
            month: '2026-01',
            totals: [
              { label: 'Sales', amount: '10.00' },
              { label: 'Net profit', amount: '-5.00' },
            ],
          },
          { month: '2026-02', totals: [] },
        ],
      },
      ['Sales', 'Net profit'],
    );
    expect(points).toEqual([
      { month: '2026-01', amounts: { Sales: '10.00', 'Net profit': '-5.00' } },
      { month: '2026-02', amounts: { Sales: '0.00', 'Net profit': '0.00' } },
    ]);
  });

  it('sizes bars against the largest amount, by size, without floats on money', () => {
    expect(barShares([{ amount: '250.00' }, { amount: '1000.00' }, { amount: '-500.00' }, { amount: '0.01' }])).toEqual([
      25, 100, 50, 0,
    ]);
    expect(barShares([{ amount: '90071992547409.93' }, { amount: '30023997515803.31' }])).toEqual([100, 33.3]);
    expect(barShares([{ amount: '0.00' }])).toEqual([0]);
  });
});
