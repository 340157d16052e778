import { describe, expect, it } from 'vitest';
import { layoutBars } from './stat-chart';

const points = (...amounts: string[]) =>
  amounts.map((amount, index) => ({ period: `2026-${String(index + 1).padStart(2, '0')}`, amount }));

describe('layoutBars', () => {
  it('gives each period a bar in proportion to its amount, the highest filling the plot', () => {
    const bars = layoutBars(points('100.00', '50.00', '0.00', '25.50'), 'NGN', 408);
    expect(bars.map((bar) => bar.key)).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
    expect(bars[0]!.height).toBeCloseTo(122, 5); // 144 - 4 top - 18 labels
    expect(bars[1]!.height).toBeCloseTo(61, 5);
    expect(bars[2]!.height).toBe(0);
    expect(bars[3]!.height).toBeCloseTo(122 * 0.255, 3);
    // Side by side, inside the chart, all standing on one base line.
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width);
    expect(bars[3]!.x + bars[3]!.width).toBeLessThanOrEqual(408);
    expect(new Set(bars.map((bar) => bar.y + bar.height))).toEqual(new Set([126]));
    expect(bars[0]!.title).toBe('Jan 2026: ₦100.00');
  });

  it('draws a loss below the zero line, in its own colour, and compares amounts exactly', () => {
    const bars = layoutBars(points('300.00', '-100.00', '0.01', '99999999999999.99'), 'USD', 200);
    const [gain, loss] = layoutBars(points('300.00', '-100.00'), 'USD', 200);
    expect(gain!.negative).toBe(false);
    expect(loss!.negative).toBe(true);
    // The zero line sits three quarters of the way down the plot: the loss hangs from it.
    expect(loss!.y).toBeCloseTo(gain!.y + gain!.height, 5);
    expect(gain!.height / loss!.height).toBeCloseTo(3, 5);
    expect(loss!.title).toBe('Feb 2026: -$100.00');
    // A huge amount (beyond a float's exact range in kobo) still scales the others to nearly nothing.
    expect(bars[3]!.height).toBeCloseTo(122, 3);
    expect(bars[2]!.height).toBeLessThan(0.001);
  });

  it('draws nothing tall when every amount is zero', () => {
    expect(layoutBars(points('0.00', '0.00'), 'NGN', 100).every((bar) => bar.height === 0)).toBe(true);
  });
});
