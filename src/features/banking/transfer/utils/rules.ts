/**
 * The transfer flow's rules, pure: account numbers, routing numbers, the amount against the
 * balance (amount + fee) and the limits (all in integer minor units, never floats), the repeat
 * warning and the ACH cut-off.
 */
import { formatMoney, fromMinor, isValidMoney, toMinor } from '@/lib/money';

export const nubanProblem = (value: string): string | null =>
  /^\d{10}$/.test(value) ? null : 'Enter the 10-digit account number (NUBAN).';

export const usAccountProblem = (value: string): string | null =>
  /^\d{4,17}$/.test(value) ? null : 'Enter the account number: 4 to 17 digits.';

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function routingProblem(value: string): string | null {
  if (!/^\d{9}$/.test(value)) return 'Enter the 9-digit routing number.';
  const d = Array.from(value, Number);
  const total = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return total % 10 === 0 ? null : 'This routing number is not valid: check the digits.';
}

/** The smallest transfer per currency (the contract: at least 100.00 NGN). */
export const MINIMUM: Record<'NGN' | 'USD', string> = { NGN: '100.00', USD: '0.01' };

export interface AmountLimits {
  single: string | null;
  daily: string | null;
  dailyUsed: string | null;
  monthly: string | null;
  monthlyUsed: string | null;
}

export interface AmountCheck {
  amount: string;
  /** The fee quote for this amount (null while it loads: the balance check waits for it). */
  fee: string | null;
  available: string;
  currency: 'NGN' | 'USD';
  limits: AmountLimits;
}

/** What is wrong with the amount, naming the limit or the balance; null when it may be sent. */
export function amountProblem({ amount, fee, available, currency, limits }: AmountCheck): string | null {
  const money = (minor: bigint) => formatMoney(fromMinor(minor), currency);
  if (!amount) return 'Enter the amount to send.';
  if (!isValidMoney(amount)) return 'Enter an amount such as 1500.00.';
  const value = toMinor(amount);
  const minimum = toMinor(MINIMUM[currency]);
  if (value < minimum) return `The smallest transfer is ${money(minimum)}.`;
  if (limits.single !== null && value > toMinor(limits.single)) {
    return `Above your single-transfer limit of ${money(toMinor(limits.single))}.`;
  }
  if (limits.daily !== null) {
    const used = toMinor(limits.dailyUsed ?? '0');
    if (used + value > toMinor(limits.daily)) {
      return `Above your daily limit of ${money(toMinor(limits.daily))}: ${money(used)} already sent today, ${money(clamp(toMinor(limits.daily) - used))} left.`;
    }
  }
  if (limits.monthly !== null) {
    const used = toMinor(limits.monthlyUsed ?? '0');
    if (used + value > toMinor(limits.monthly)) {
      return `Above your monthly limit of ${money(toMinor(limits.monthly))}: ${money(used)} already sent this month.`;
    }
  }
  const total = value + (fee === null ? 0n : toMinor(fee));
  if (total > toMinor(available)) {
    return `More than your available balance of ${money(toMinor(available))}: this needs ${money(total)} with the fee.`;
  }
  return null;
}

const clamp = (minor: bigint) => (minor < 0n ? 0n : minor);

/** `amount + fee` as a decimal string. */
export const totalOf = (amount: string, fee: string): string => fromMinor(toMinor(amount) + toMinor(fee));

export interface RecentDebit {
  type: 'credit' | 'debit';
  amount: string;
  counterparty_account_number: string | null;
  status: string;
  created_at: string;
}

/** A debit to the same account number for the same amount in the last 10 minutes (a warning, not a block). */
export function recentRepeat<T extends RecentDebit>(
  transactions: readonly T[],
  accountNumber: string,
  amount: string,
  now: number = Date.now(),
): T | null {
  if (!isValidMoney(amount)) return null;
  const value = toMinor(amount);
  return (
    transactions.find(
      (t) =>
        t.type === 'debit' &&
        t.status !== 'failed' &&
        t.counterparty_account_number === accountNumber &&
        toMinor(t.amount) === value &&
        now - Date.parse(t.created_at) <= 10 * 60_000 &&
        now - Date.parse(t.created_at) >= -60_000,
    ) ?? null
  );
}

/** Same-day ACH takes files until 2:45 pm New York time on weekdays. */
const CUTOFF_MINUTES = 14 * 60 + 45;

/** When an ACH transfer made at `now` goes out: today, or the next business day (weekends skipped). */
export function achCutoff(now: Date = new Date()): { sameDay: boolean; text: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = get('weekday');
  const minutes = Number(get('hour')) * 60 + Number(get('minute'));
  const weekend = weekday === 'Sat' || weekday === 'Sun';
  if (!weekend && minutes < CUTOFF_MINUTES) {
    return { sameDay: true, text: 'Sent today: before the 2:45 pm ET same-day ACH cut-off.' };
  }
  const next = weekday === 'Fri' || weekday === 'Sat' ? 'Monday' : weekday === 'Sun' ? 'Monday' : 'tomorrow';
  const why = weekend ? 'ACH does not run at weekends' : 'after the 2:45 pm ET same-day ACH cut-off';
  return { sameDay: false, text: `Goes out the next business day (${next}): ${why}.` };
}
