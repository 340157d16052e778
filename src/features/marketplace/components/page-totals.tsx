import { totalsByCurrency } from '../utils/totals';
import { CurrencyTotals } from './currency-totals';

export interface PageTotalsProps {
  label: string;
  /** Each row's amount and its currency. */
  amounts: readonly { amount: string; currency: string }[];
}

/**
 * The page's rows added up, one line per currency: loaded beside the orders and payouts lists,
 * under which it shows (off a phone's first screen; issue 21's budget).
 */
export function PageTotals({ label, amounts }: PageTotalsProps) {
  return (
    <CurrencyTotals
      label={label}
      totals={totalsByCurrency(
        amounts,
        (row) => row.amount,
        (row) => row.currency,
      )}
    />
  );
}
