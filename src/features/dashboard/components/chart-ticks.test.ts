import { describe, expect, it } from 'vitest';
import { clampTickX } from './chart-ticks';

describe('clampTickX', () => {
  const half = 'Dec 2025'.length * 11 * 0.31;

  it('moves the first label right so it starts inside the chart', () => {
    expect(clampTickX(14, 'Dec 2025', 360, 11)).toBeCloseTo(half);
  });

  it('moves the last label left so it ends inside the chart', () => {
    expect(clampTickX(350, 'Dec 2025', 360, 11)).toBeCloseTo(360 - half);
  });

  it('leaves a label that fits where it is', () => {
    expect(clampTickX(180, 'Dec 2025', 360, 11)).toBe(180);
  });

  it('keeps the start of a label wider than the chart inside it', () => {
    expect(clampTickX(10, 'Dec 2025', 20, 11)).toBeCloseTo(half);
  });
});
