/**
 * Debtors: computed from invoices, never stored (decision 0018). One debtor per customer AND
 * currency (amounts in different currencies are never added): a customer is a debtor in a
 * currency while at least one of their invoices in it (at the locations in scope) is unpaid,
 * partially paid or overdue with a balance, and stops being one when that balance is zero.
 * Reminders go by email (default) or SMS, at most one per customer per 24 hours.
 */
import { daysBetween } from '../../../../src/lib/payment-terms';
import { fromMinor, toMinor } from '../../money';
import { badRequest, notFound } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { today } from './crud';
import { customerRef } from './customers';
import { OPEN_STATES, receiptsByInvoice, totalsOf } from './invoices';
import { matches, now } from '../../table';
import { rowsOf, type BusinessRow, type BusinessStore, type Schemas } from './store';

export const REMINDER_GAP_MS = 24 * 60 * 60 * 1000;

type OpenState = Schemas['DebtorInvoice']['state'];
const isOpen = (state: string): state is OpenState => (OPEN_STATES as readonly string[]).includes(state);
const dueOrSale = (i: Schemas['DebtorInvoice']) => i.due_date ?? i.sale_date;

/** When the customer was last reminded and when the next reminder is allowed (null: now). */
export function reminderTimes(store: BusinessStore, business: number, customer: number, at = Date.now()) {
  const last = store.reminders.where((r) => r._business === business && r._customer === customer).at(-1);
  if (!last) return { last_reminded_at: null, next_reminder_at: null };
  const next = Date.parse(last.sent_at) + REMINDER_GAP_MS;
  return {
    last_reminded_at: last.sent_at,
    next_reminder_at: next > at ? new Date(next).toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
  };
}

/** Every debtor of a business at the given locations: the business currency first, then most owed. */
export function debtorsOf(store: BusinessStore, business: BusinessRow, scope: ReadonlySet<number>): Schemas['DebtorDetail'][] {
  const receipts = receiptsByInvoice(store, business.id);
  const on = today();
  const open = new Map<string, { customer: number; currency: string; owed: bigint; invoices: Schemas['DebtorInvoice'][] }>();
  for (const invoice of rowsOf(store.invoices, business.id)) {
    if (!scope.has(invoice.location)) continue;
    const { state, total_balance } = totalsOf(invoice, receipts.get(invoice.id) ?? [], on);
    const balance = toMinor(total_balance);
    if (!isOpen(state) || balance <= 0n) continue;
    const key = `${invoice._customer}|${invoice._currency}`;
    const entry = open.get(key) ?? { customer: invoice._customer, currency: invoice._currency, owed: 0n, invoices: [] };
    entry.owed += balance;
    entry.invoices.push({
      id: invoice.id,
      number: invoice.number,
      title: invoice.title,
      total_balance,
      sale_date: invoice.sale_date,
      due_date: invoice.due_date,
      state,
    });
    open.set(key, entry);
  }
  const home = (currency: string) => (currency === business.currency ? 0 : 1);
  const ranked = [...open.values()]
    .filter((entry) => store.customers.get(entry.customer) !== undefined)
    .sort(
      (x, y) =>
        home(x.currency) - home(y.currency) ||
        x.currency.localeCompare(y.currency) ||
        (y.owed > x.owed ? 1 : y.owed < x.owed ? -1 : x.customer - y.customer),
    );
  return ranked.map((entry) => {
    const invoices = entry.invoices.sort((a, b) => dueOrSale(a).localeCompare(dueOrSale(b)) || a.id - b.id);
    const oldest = invoices[0] ? dueOrSale(invoices[0]) : null;
    return {
      id: entry.customer,
      customer: customerRef(store.customers.get(entry.customer)!),
      total_owed: fromMinor(entry.owed),
      currency: entry.currency,
      invoices_count: invoices.length,
      oldest_due_date: oldest,
      days_overdue: oldest === null ? 0 : Math.max(0, daysBetween(oldest, on)),
      ...reminderTimes(store, business.id, entry.customer),
      invoices,
    };
  });
}

export function debtorHandlers({ store }: Deps): Handlers<'listDebtors' | 'getDebtor' | 'sendDebtorReminder'> {
  /** The customer's debt in `currency`, else in the business currency, else their first one; 404 if none. */
  const debtorOf = (business: BusinessRow, scope: ReadonlySet<number>, id: number, currency?: string) => {
    const theirs = debtorsOf(store, business, scope).filter((d) => d.id === id);
    const debtor = currency
      ? theirs.find((d) => d.currency === currency)
      : (theirs.find((d) => d.currency === business.currency) ?? theirs[0]);
    if (!debtor) throw notFound();
    return debtor;
  };
  return {
    listDebtors: (req) => {
      const { business, scope } = enter(store, req, 'listDebtors');
      const debtors = debtorsOf(store, business, scope).filter((d) =>
        matches(req.query.search, d.customer.name, d.customer.email, d.customer.phone_number, d.currency),
      );
      return { status: 200, body: debtors.map(({ invoices: _invoices, ...debtor }) => debtor) };
    },
    getDebtor: (req) => {
      const { business, scope } = enter(store, req, 'getDebtor');
      return { status: 200, body: debtorOf(business, scope, req.params.id, req.query.currency) };
    },
    sendDebtorReminder: (req) => {
      const { business, scope } = enter(store, req, 'sendDebtorReminder');
      const debtor = debtorOf(business, scope, req.params.id);
      const channel = req.body?.channel ?? 'email';
      const to = channel === 'email' ? debtor.customer.email : debtor.customer.phone_number;
      if (!to)
        throw badRequest({
          channel: [channel === 'email' ? 'This customer has no email address.' : 'This customer has no phone number.'],
        });
      const { next_reminder_at } = reminderTimes(store, business.id, debtor.id);
      if (next_reminder_at) {
        const when = `${next_reminder_at.slice(0, 10)} ${next_reminder_at.slice(11, 16)} UTC`;
        throw badRequest(
          {},
          `A reminder was sent to this customer less than 24 hours ago. The next one can be sent from ${when}.`,
        );
      }
      store.reminders.insert({
        _business: business.id,
        _customer: debtor.id,
        channel,
        message: req.body?.message ?? null,
        sent_at: now(),
      });
      return {
        status: 200,
        body: { detail: `Reminder sent to ${debtor.customer.name} by ${channel === 'email' ? 'email' : 'SMS'} (${to}).` },
      };
    },
  };
}
