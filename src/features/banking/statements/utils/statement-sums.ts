/**
 * A statement's arithmetic in minor units (never floats; one currency per statement): the totals
 * the bank sent, the totals its transactions add up to, and whether opening + credits - debits
 * (fees counted with the debits) equals the closing balance.
 */
import type { BankingSchemas } from '@/api/types';
import { fromMinor, toMinor } from '@/lib/money';
import { isIsoDate } from '@/lib/dates';

type Statement = BankingSchemas['AccountStatement'];

export interface StatementSums {
  /** opening + total_credit - total_debit, as the bank's figures give it. */
  computedClosing: string;
  /** The credits and debits (fees included) its transactions add up to. */
  listedCredit: string;
  listedDebit: string;
  /** The bank's closing balance is what its opening and totals give, and its totals are its rows'. */
  addsUp: boolean;
  credits: number;
  debits: number;
}

export function statementSums(s: Statement): StatementSums {
  let credit = 0n;
  let debit = 0n;
  let credits = 0;
  let debits = 0;
  for (const t of s.transactions) {
    if (t.type === 'credit') {
      credit += toMinor(t.amount);
      credits += 1;
    } else {
      debit += toMinor(t.amount) + toMinor(t.fee);
      debits += 1;
    }
  }
  const computed = toMinor(s.opening_balance) + toMinor(s.total_credit) - toMinor(s.total_debit);
  return {
    computedClosing: fromMinor(computed),
    listedCredit: fromMinor(credit),
    listedDebit: fromMinor(debit),
    addsUp: computed === toMinor(s.closing_balance) && credit === toMinor(s.total_credit) && debit === toMinor(s.total_debit),
    credits,
    debits,
  };
}

/** Day arithmetic on year-month-day strings (UTC, so no daylight-saving surprises). */
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export type StatementPreset = 'this-month' | 'last-month' | 'last-30' | 'last-90' | 'this-year';

export const STATEMENT_PRESETS: readonly { id: StatementPreset; label: string }[] = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'last-90', label: 'Last 90 days' },
  { id: 'this-year', label: 'This year' },
];

/** A preset's period, ending today at the latest (`today` year-month-day). */
export function presetPeriod(preset: StatementPreset, today: string): { start_date: string; end_date: string } {
  const [year, month] = today.split('-');
  const monthStart = `${year}-${month}-01`;
  switch (preset) {
    case 'this-month':
      return { start_date: monthStart, end_date: today };
    case 'last-month': {
      const end = shift(monthStart, -1);
      return { start_date: `${end.slice(0, 7)}-01`, end_date: end };
    }
    case 'last-30':
      return { start_date: shift(today, -29), end_date: today };
    case 'last-90':
      return { start_date: shift(today, -89), end_date: today };
    case 'this-year':
      return { start_date: `${year}-01-01`, end_date: today };
  }
}

export const MAX_STATEMENT_DAYS = 366;

/** What is wrong with a period, field by field (the bank refuses the same). */
export function periodProblems(start: string, end: string): { start_date?: string; end_date?: string } {
  if (!isIsoDate(start)) return { start_date: 'Enter a date as year-month-day.' };
  if (!isIsoDate(end)) return { end_date: 'Enter a date as year-month-day.' };
  if (end < start) return { end_date: 'The end date must not be before the start date.' };
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_STATEMENT_DAYS) return { end_date: `A statement covers at most ${MAX_STATEMENT_DAYS} days.` };
  return {};
}

/**
 * The bank's day for an account: its statements and transactions are dated in the account's own
 * time zone (Africa/Lagos for naira, America/New_York for dollars), not the browser's. With the
 * browser's day, a user in London opening "This month" between 23:00 and 24:00 UTC on the last
 * day of a month (or anyone west of Lagos late at night) missed what Lagos had already dated the
 * next day.
 */
export const BANK_TIME_ZONE = { NGN: 'Africa/Lagos', USD: 'America/New_York' } as const;

const bankDayFormats = new Map<string, Intl.DateTimeFormat>();

export function todayIso(currency: keyof typeof BANK_TIME_ZONE, now: Date = new Date()): string {
  const zone = BANK_TIME_ZONE[currency];
  let format = bankDayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    bankDayFormats.set(zone, format);
  }
  const part = (type: string) => format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
