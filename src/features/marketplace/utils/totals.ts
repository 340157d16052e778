/** Amounts added up per currency (never across currencies), in integer minor units. */
import { sumMoney } from '@/lib/money';

export interface CurrencyTotal {
  currency: string;
  amount: string;
  count: number;
}

/** One total per currency, in the order the currencies first appear. */
export function totalsByCurrency<T>(
  rows: readonly T[],
  amountOf: (row: T) => string,
  currencyOf: (row: T) => string,
): CurrencyTotal[] {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const currency = currencyOf(row);
    groups.set(currency, [...(groups.get(currency) ?? []), amountOf(row)]);
  }
  return [...groups].map(([currency, amounts]) => ({ currency, amount: sumMoney(amounts), count: amounts.length }));
}
