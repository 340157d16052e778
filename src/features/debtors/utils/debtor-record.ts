/**
 * A debtor's page and its reminder: the invoice a reminder names, days overdue, when the next
 * reminder is allowed. Apart from the list's helpers (utils/debtors.ts), so the debtors list does
 * not load the payment-terms date arithmetic it never uses (issue 21's budget).
 */
import { daysBetween } from '@/lib/payment-terms';

/** The invoice due first (its due date, else its sale date): the one a reminder names. */
export function oldestInvoice<T extends { due_date: string | null; sale_date: string }>(invoices: readonly T[]): T | undefined {
  let oldest: T | undefined;
  for (const invoice of invoices) {
    if (!oldest || (invoice.due_date ?? invoice.sale_date) < (oldest.due_date ?? oldest.sale_date)) oldest = invoice;
  }
  return oldest;
}

/** Whole days since `date` (year-month-day) until `today`, 0 while it is today or later; 0 for an unreadable date. */
export function daysOverdueOn(date: string, today: string = new Date().toISOString().slice(0, 10)): number {
  try {
    return Math.max(0, daysBetween(date, today));
  } catch {
    return 0;
  }
}

/** When the next reminder is allowed, while that is still ahead (`next_reminder_at` in the future); else null. */
export function nextReminderFrom(next: string | null, now: number = Date.now()): string | null {
  return next !== null && Date.parse(next) > now ? next : null;
}
