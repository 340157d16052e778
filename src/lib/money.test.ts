import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  currencySymbol,
  formatMoney,
  fromMinor,
  groupDigits,
  isValidMoney,
  multiplyMoney,
  normalizeMoney,
  percentOf,
  subtractMoney,
  sumMoney,
  toMinor,
} from './money';

describe('toMinor / fromMinor', () => {
  it.each([
    ['0', 0n],
    ['1500.50', 150050n],
    ['1500.5', 150050n],
    ['1500', 150000n],
    ['0.01', 1n],
    ['-0.01', -1n],
    ['-12.3', -1230n],
    ['-0', 0n],
    ['007.10', 710n],
  ])('toMinor(%s) = %s', (input, expected) => {
    expect(toMinor(input)).toBe(expected);
  });

  it.each(['', 'abc', '1.234', '1e3', ' 1', '.5', '1,000.00', '+1', '1.', '--1', 'NaN', 'Infinity'])(
    'toMinor(%j) throws',
    (input) => {
      expect(() => toMinor(input)).toThrow(TypeError);
    },
  );

  it('throws on non-strings passed through untyped code', () => {
    expect(() => toMinor(1.5 as unknown as string)).toThrow(TypeError);
    expect(() => toMinor(null as unknown as string)).toThrow(TypeError);
  });

  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [-5n, '-0.05'],
    [150050n, '1500.50'],
    [-150000n, '-1500.00'],
  ])('fromMinor(%s) = %s', (minor, expected) => {
    expect(fromMinor(minor)).toBe(expected);
  });

  it('round-trips values far beyond Number.MAX_SAFE_INTEGER exactly', () => {
    const big = '123456789012345678901234567890.99';
    expect(fromMinor(toMinor(big))).toBe(big);
    expect(toMinor('90071992547409.93')).toBe(9007199254740993n);
  });
});

describe('arithmetic', () => {
  it("adds without float error: '0.1' + '0.2' === '0.30'", () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
  });

  it('subtracts into negatives and back', () => {
    expect(subtractMoney('10', '10.01')).toBe('-0.01');
    expect(subtractMoney('-5.5', '-5.5')).toBe('0.00');
    expect(addMoney('-0.01', '0.01')).toBe('0.00');
  });

  it('sums a list, empty list is zero', () => {
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['0.10', '0.20', '0.30', '-0.05'])).toBe('0.55');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.1'))).toBe('1.00');
  });

  it('adds large values exactly', () => {
    expect(addMoney('99999999999999999.99', '0.01')).toBe('100000000000000000.00');
  });

  it('compares amounts as numbers, not strings', () => {
    expect(compareMoney('9', '10')).toBe(-1);
    expect(compareMoney('10.00', '10')).toBe(0);
    expect(compareMoney('-1', '-2')).toBe(1);
    expect(['10', '9', '-1', '0.5'].sort(compareMoney)).toEqual(['-1', '0.5', '9', '10']);
  });

  it('multiplies by whole quantities only', () => {
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(multiplyMoney('0.1', 3n)).toBe('0.30');
    expect(() => multiplyMoney('1', 1.5)).toThrow(TypeError);
  });

  it('takes percentages rounded half away from zero', () => {
    expect(percentOf('1000', '7.5')).toBe('75.00');
    expect(percentOf('0.10', '5')).toBe('0.01'); // 0.005 -> 0.01
    expect(percentOf('-0.10', '5')).toBe('-0.01');
    expect(percentOf('0.10', '4.9')).toBe('0.00'); // 0.0049 -> 0.00
    expect(() => percentOf('1', '5%')).toThrow(TypeError);
  });

  it('throws on invalid operands instead of producing NaN', () => {
    expect(() => addMoney('1', 'abc')).toThrow(TypeError);
    expect(() => sumMoney(['1', ''])).toThrow(TypeError);
    expect(() => compareMoney('1.001', '1')).toThrow(TypeError);
  });
});

describe('validation and normalisation', () => {
  it('accepts at most two decimals', () => {
    expect(isValidMoney('1500.50')).toBe(true);
    expect(isValidMoney('-3')).toBe(true);
    expect(isValidMoney('1500.505')).toBe(false);
    expect(isValidMoney('')).toBe(false);
    expect(isValidMoney(12)).toBe(false);
  });

  it('normalises to two decimals', () => {
    expect(normalizeMoney('5')).toBe('5.00');
    expect(normalizeMoney('-0.0')).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('formats naira in en-NG by default', () => {
    expect(formatMoney('1500.5', 'NGN')).toBe('₦1,500.50');
  });

  it('formats dollars and negatives', () => {
    expect(formatMoney('-3.1', 'USD')).toBe('-$3.10');
    expect(formatMoney('1', 'USD', 'en-US')).toBe('$1.00');
  });

  it('keeps every digit of very large amounts', () => {
    expect(formatMoney('123456789012345678901.23', 'NGN')).toBe('₦123,456,789,012,345,678,901.23');
  });

  it('throws on an invalid amount or currency', () => {
    expect(() => formatMoney('1,500', 'NGN')).toThrow(TypeError);
    expect(() => formatMoney('1', 'XX')).toThrow(RangeError);
  });

  it('returns the same string from the cached formatter', () => {
    expect(formatMoney('2', 'NGN')).toBe(formatMoney('2.00', 'NGN'));
  });
});

describe('helpers for inputs', () => {
  it('finds currency symbols', () => {
    expect(currencySymbol('NGN')).toBe('₦');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('nope')).toBe('nope');
  });

  it('groups digits while keeping a partial fraction', () => {
    expect(groupDigits('1234567.5')).toBe('1,234,567.5');
    expect(groupDigits('1234.')).toBe('1,234.');
    expect(groupDigits('-1000')).toBe('-1,000');
    expect(groupDigits('12')).toBe('12');
  });
});
