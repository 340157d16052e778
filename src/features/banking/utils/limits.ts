/** Limit arithmetic on decimal strings (minor units inside; never floats for the money). */
import { compareMoney, isValidMoney, toMinor } from '@/lib/money';

/** How much of `limit` is used, as a whole percentage 0-100 (for the meter's width). */
export function usedPercent(used: string, limit: string): number {
  const max = toMinor(limit);
  if (max <= 0n) return 0;
  const part = (toMinor(used) * 100n) / max;
  return Number(part > 100n ? 100n : part < 0n ? 0n : part);
}

export interface NgLimitValues {
  daily_limit: string;
  single_transfer_limit: string;
}

/** The naira limits form's rules, at the field: filled, above zero, within the tier, single within daily. */
export function ngLimitProblems(
  values: NgLimitValues,
  ceilings: { tier_daily_limit: string; tier_single_transfer_limit: string },
  format: (amount: string) => string,
): Partial<Record<keyof NgLimitValues, string>> {
  const problems: Partial<Record<keyof NgLimitValues, string>> = {};
  const check = (field: keyof NgLimitValues, ceiling: string) => {
    const value = values[field];
    if (!value) problems[field] = 'Enter an amount.';
    else if (!isValidMoney(value) || toMinor(value) <= 0n) problems[field] = 'Enter an amount above zero.';
    else if (compareMoney(value, ceiling) > 0) problems[field] = `At most ${format(ceiling)} on your tier.`;
  };
  check('daily_limit', ceilings.tier_daily_limit);
  check('single_transfer_limit', ceilings.tier_single_transfer_limit);
  if (
    !problems.daily_limit &&
    !problems.single_transfer_limit &&
    compareMoney(values.single_transfer_limit, values.daily_limit) > 0
  ) {
    problems.single_transfer_limit = 'Must not be more than the daily limit.';
  }
  return problems;
}
