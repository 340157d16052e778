/**
 * Money on decimal strings (the contracts' format, e.g. '1500.50'), never on floats.
 * Arithmetic runs on integer minor units (bigint, 2 decimal places: kobo, cents).
 */

const MINOR_DIGITS = 2;
const SCALE = 10n ** BigInt(MINOR_DIGITS);
const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** True for '0', '12', '-3.5', '1500.50'; false for '', '1.234', '1e3', ' 1', '.5', '1,000'. */
export function isValidMoney(value: unknown): value is string {
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

/** '1500.50' -> 150050n. Throws a TypeError on anything that is not a decimal string with at most 2 decimals. */
export function toMinor(decimal: string): bigint {
  const match = typeof decimal === 'string' ? MONEY_PATTERN.exec(decimal) : null;
  if (!match) throw new TypeError(`Invalid money amount: ${JSON.stringify(decimal)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * SCALE + BigInt(fraction.padEnd(MINOR_DIGITS, '0'));
  return sign ? -minor : minor;
}

/** 150050n -> '1500.50'; always two decimals, '-' for negatives, never '-0.00'. */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = abs / SCALE;
  const fraction = (abs % SCALE).toString().padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Normalises a valid amount to two decimals: '5' -> '5.00', '-0' -> '0.00'. */
export function normalizeMoney(decimal: string): string {
  return fromMinor(toMinor(decimal));
}

export function addMoney(a: string, b: string): string {
  return fromMinor(toMinor(a) + toMinor(b));
}

export function subtractMoney(a: string, b: string): string {
  return fromMinor(toMinor(a) - toMinor(b));
}

/** Sum of a list of amounts; '0.00' for an empty list. */
export function sumMoney(list: readonly string[]): string {
  return fromMinor(list.reduce((total, item) => total + toMinor(item), 0n));
}

/** -1, 0 or 1, usable as a sort comparator. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const diff = toMinor(a) - toMinor(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Amount times a whole quantity (invoice line: unit_price x quantity). */
export function multiplyMoney(amount: string, quantity: number | bigint): string {
  if (typeof quantity === 'number' && !Number.isSafeInteger(quantity)) {
    throw new TypeError(`Quantity must be a whole number: ${quantity}`);
  }
  return fromMinor(toMinor(amount) * BigInt(quantity));
}

/**
 * `percent`% of an amount (VAT, discount), rounded half away from zero to the minor unit.
 * `percent` is a decimal string with up to 4 decimals: '7.5' -> 7.5%.
 */
export function percentOf(amount: string, percent: string): string {
  const match = /^(-)?(\d+)(?:\.(\d{1,4}))?$/.exec(percent);
  if (!match) throw new TypeError(`Invalid percentage: ${JSON.stringify(percent)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const pctScaled = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0')); // percent x 10^4
  const numerator = toMinor(amount) * (sign ? -pctScaled : pctScaled);
  const denominator = 100n * 10_000n;
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs + denominator / 2n) / denominator;
  return fromMinor(negative ? -rounded : rounded);
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currencyCode: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currencyCode}`;
  let nf = formatters.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: MINOR_DIGITS,
      maximumFractionDigits: MINOR_DIGITS,
    });
    formatters.set(key, nf);
  }
  return nf;
}

/**
 * '1500.5', 'NGN' -> '₦1,500.50'. Formats the exact decimal (no float rounding, even for amounts
 * beyond 2^53). Throws on an invalid amount or an unknown currency code.
 */
export function formatMoney(decimal: string, currencyCode: string, locale = 'en-NG'): string {
  const normalized = normalizeMoney(decimal) as `${number}`;
  return formatter(currencyCode, locale).format(normalized);
}

/** The currency's symbol in a locale: 'NGN' -> '₦', 'USD' -> '$'. Falls back to the code. */
export function currencySymbol(currencyCode: string, locale = 'en-NG'): string {
  try {
    const part = formatter(currencyCode, locale)
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? currencyCode;
  } catch {
    return currencyCode;
  }
}

/** Adds grouping separators to a decimal string for display while typing: '1234567.5' -> '1,234,567.5'. */
export function groupDigits(decimal: string, separator = ','): string {
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(decimal);
  if (!match) return decimal;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator)}${fraction}`;
}
