/**
 * The sandbox's own money arithmetic (it shares nothing with the app's `src/lib/money`, so each
 * checks the other). Amounts travel as the contracts' decimal strings ('1234.50', at most two
 * decimals) and are computed on integer minor units (kobo, cents) as bigint: never a float.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const PERCENT = /^(\d+)(?:\.(\d{1,4}))?$/;

/** '1234.50' -> 123450n. Anything but a decimal string of at most two places (a number, '1e3', '1.234', '') throws. */
export function toMinor(value: string): bigint {
  const match = typeof value === 'string' ? AMOUNT.exec(value) : null;
  if (!match) throw new TypeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** 123450n -> '1234.50' (always two decimals; never '-0.00'). */
export function fromMinor(minor: bigint): string {
  const abs = minor < 0n ? -minor : minor;
  return `${minor < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** '5' -> '5.00', '12.5' -> '12.50' (the stored form of an amount the client sent). */
export const normalizeMoney = (value: string): string => fromMinor(toMinor(value));

export const sum = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n);

/** An amount times a whole quantity (unit price x quantity); a fractional quantity throws. */
export function multiplyMoney(amount: string, quantity: number | bigint): string {
  if (typeof quantity === 'number' && !Number.isSafeInteger(quantity)) throw new TypeError(`Not a whole quantity: ${quantity}`);
  return fromMinor(toMinor(amount) * BigInt(quantity));
}

/**
 * How a share of an amount is rounded to the minor unit: `half_up` (half away from zero, the
 * tax rule), `half_even` (banker's rounding) or `down` (towards zero).
 */
export type Rounding = 'half_up' | 'half_even' | 'down';

function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = abs / denominator;
  const twice = (abs % denominator) * 2n;
  const up = rounding === 'down' ? false : twice > denominator || (twice === denominator && (rounding === 'half_up' || quotient % 2n === 1n));
  const rounded = up ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** `percent`% ('7.5', up to four decimals, not negative) of an amount, rounded as asked. */
export function percentOf(amount: string, percent: string, rounding: Rounding): string {
  const match = PERCENT.exec(percent);
  if (!match) throw new TypeError(`Not a percentage: ${JSON.stringify(percent)}`);
  const [, whole = '0', fraction = ''] = match;
  const tenThousandths = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return fromMinor(divide(toMinor(amount) * tenThousandths, 1_000_000n, rounding));
}

const SYMBOL = { NGN: '₦', USD: '$' } as const;

/** 125000050n, 'NGN' -> '₦1,250,000.50', for messages. */
export function display(minor: bigint, currency: keyof typeof SYMBOL): string {
  const [whole = '0', fraction = '00'] = fromMinor(minor < 0n ? -minor : minor).split('.');
  return `${minor < 0n ? '-' : ''}${SYMBOL[currency]}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
