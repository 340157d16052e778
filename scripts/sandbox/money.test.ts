/** The sandbox's own money module: decimal strings in and out, integer minor units inside. */
import { describe, expect, it } from 'vitest';
import { display, fromMinor, multiplyMoney, normalizeMoney, percentOf, sum, toMinor } from './money';

describe('sandbox money', () => {
  it('parses decimal strings to minor units and formats them back', () => {
    expect(toMinor('1234.50')).toBe(123450n);
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('7')).toBe(700n);
    expect(toMinor('-0.05')).toBe(-5n);
    expect(toMinor('90071992547409931.99')).toBe(9007199254740993199n);
    expect(fromMinor(123450n)).toBe('1234.50');
    expect(fromMinor(-5n)).toBe('-0.05');
    expect(fromMinor(0n)).toBe('0.00');
    expect(fromMinor(toMinor('-0'))).toBe('0.00');
    expect(normalizeMoney('12.5')).toBe('12.50');
    for (const text of ['0.01', '999999999999.99', '-3.10']) expect(fromMinor(toMinor(text))).toBe(text);
  });

  it('rejects floats and anything that is not a two-place decimal string', () => {
    for (const bad of ['1.234', '1e3', '', ' 12', '12 ', '.5', '1,000', '+1', 'NaN', '1.']) {
      expect(() => toMinor(bad), bad).toThrow(TypeError);
    }
    expect(() => toMinor(12.5 as unknown as string)).toThrow(TypeError);
  });

  it('multiplies by whole quantities only', () => {
    expect(multiplyMoney('1500.75', 3)).toBe('4502.25');
    expect(multiplyMoney('0.10', 0)).toBe('0.00');
    expect(multiplyMoney('19.99', 100_000n)).toBe('1999000.00');
    expect(() => multiplyMoney('10.00', 1.5)).toThrow(TypeError);
  });

  it('takes percentages with the rounding asked for', () => {
    expect(percentOf('1000.00', '7.5', 'half_up')).toBe('75.00');
    // 7.5% of 0.10 = 0.0075 -> 0.01 (half up), 0.00 (down), 0.01 (0.0075 is above half a kobo)
    expect(percentOf('0.10', '7.5', 'half_up')).toBe('0.01');
    expect(percentOf('0.10', '7.5', 'down')).toBe('0.00');
    // 50% of 0.05 = 0.025: exactly half a kobo
    expect(percentOf('0.05', '50', 'half_up')).toBe('0.03');
    expect(percentOf('0.05', '50', 'half_even')).toBe('0.02');
    expect(percentOf('0.07', '50', 'half_even')).toBe('0.04');
    expect(percentOf('-0.05', '50', 'half_up')).toBe('-0.03');
    expect(percentOf('123.45', '0.0001', 'half_up')).toBe('0.00');
    expect(() => percentOf('10.00', '-5', 'half_up')).toThrow(TypeError);
    expect(() => percentOf('10.00', '7.12345', 'half_up')).toThrow(TypeError);
  });

  it('sums and displays', () => {
    expect(fromMinor(sum([toMinor('0.10'), toMinor('0.20')]))).toBe('0.30');
    expect(display(125000050n, 'NGN')).toBe('₦1,250,000.50');
    expect(display(-2500n, 'USD')).toBe('-$25.00');
  });
});
