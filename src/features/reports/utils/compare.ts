/**
 * A report beside the same report for the previous period: each line's change in per cent,
 * computed on integer minor units (bigint), rounded half away from zero to one decimal place.
 */
import type { BusinessSchemas } from '@/api/types';
import { subtractMoney, toMinor } from '@/lib/money';

type Line = BusinessSchemas['ReportLine'];

export interface Change {
  /** '+12.5%', '−3.0%', '0.0%'; 'New' when the previous amount was zero and this one is not. */
  text: string;
  direction: 'up' | 'down' | 'same';
  /** For screen readers: 'up 12.5 per cent'. */
  spoken: string;
}

const MINUS = '\u2212';

/** The change from `previous` to `current` (decimal strings), relative to the size of `previous`. */
export function percentChange(current: string, previous: string): Change {
  const now = toMinor(current);
  const before = toMinor(previous);
  const diff = now - before;
  if (before === 0n) {
    if (diff === 0n) return { text: '0.0%', direction: 'same', spoken: 'no change' };
    return { text: 'New', direction: diff > 0n ? 'up' : 'down', spoken: 'nothing in the previous period' };
  }
  const base = before < 0n ? -before : before;
  const scaled = diff * 1000n; // tenths of a per cent
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const tenths = (abs + base / 2n) / base; // half away from zero (base > 0)
  const number = `${tenths / 10n}.${tenths % 10n}`;
  if (tenths === 0n) return { text: '0.0%', direction: 'same', spoken: 'no change' };
  return negative
    ? { text: `${MINUS}${number}%`, direction: 'down', spoken: `down ${number} per cent` }
    : { text: `+${number}%`, direction: 'up', spoken: `up ${number} per cent` };
}

export interface ComparedLine {
  label: string;
  current: string;
  previous: string;
  /** current - previous, a decimal string. */
  difference: string;
  change: Change;
}

/**
 * The lines of this period against the previous one, matched by label: every label of this
 * period in its order, then labels found only in the previous period (at zero now).
 */
export function compareLines(current: readonly Line[], previous: readonly Line[]): ComparedLine[] {
  const before = new Map(previous.map((line) => [line.label, line.amount]));
  const labels = [
    ...current.map((line) => line.label),
    ...previous.map((line) => line.label).filter((label) => !current.some((line) => line.label === label)),
  ];
  const now = new Map(current.map((line) => [line.label, line.amount]));
  return labels.map((label) => {
    const a = now.get(label) ?? '0.00';
    const b = before.get(label) ?? '0.00';
    return { label, current: a, previous: b, difference: subtractMoney(a, b), change: percentChange(a, b) };
  });
}
