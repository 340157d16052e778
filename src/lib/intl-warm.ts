/**
 * Makes the Intl formatters signed-in pages use first (money in naira and dollars, dates, the
 * dashboard's periods), at an idle moment after the shell's first paint. The first Intl object of
 * a page loads the locale's data: 50–100 ms at phone speed (decision 0036), which otherwise lands
 * in the task that renders the page's data, lengthening the main thread's longest task. Loaded
 * with a dynamic import so the shell's chunk does not take money.ts and month.ts with it.
 */
import { formatDate } from './dates';
import { formatMoney } from './money';
import { periodLabel } from './month';

export function warmIntl(): void {
  formatMoney('0', 'NGN');
  formatMoney('0', 'USD');
  formatDate('2026-01-01');
  periodLabel('2026-01');
}
