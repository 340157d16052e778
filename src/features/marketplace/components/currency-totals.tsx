import { formatMoney } from '@/lib/money';
import type { CurrencyTotal } from '../utils/totals';

/** Totals, one line per currency (a list never adds two currencies together). */
export function CurrencyTotals({ label, totals }: { label: string; totals: readonly CurrencyTotal[] }) {
  if (totals.length === 0) return null;
  return (
    <section aria-label={label} className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
      <h2 className="font-medium text-muted-foreground">{label}</h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {totals.map((total) => (
          <li key={total.currency} data-currency={total.currency} className="font-semibold tabular-nums">
            {formatMoney(total.amount, total.currency)}
          </li>
        ))}
      </ul>
    </section>
  );
}
