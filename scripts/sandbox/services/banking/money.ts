/**
 * Money in integer minor units (kobo, cents) as BigInt: amounts arrive and leave as the
 * contract's decimal strings and are never floats.
 */
import type { Currency } from './store';

/** '1250000.5' -> 125000050n (the contract's Money pattern: at most two decimals). */
export function toMinor(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** 125000050n -> '1250000.50'. */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${(abs / 100n).toString()}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const SYMBOL: Record<Currency, string> = { NGN: '₦', USD: '$' };

/** 125000050n -> '₦1,250,000.50', for messages. */
export function display(minor: bigint, currency: Currency): string {
  const [whole = '0', fraction = '00'] = fromMinor(minor < 0n ? -minor : minor).split('.');
  return `${minor < 0n ? '-' : ''}${SYMBOL[currency]}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export const sum = (values: bigint[]): bigint => values.reduce((a, b) => a + b, 0n);
