/**
 * Debtors: computed from invoices, never stored. A customer is a debtor while at least one of
 * their invoices (at the locations in scope) is unpaid, partially paid or overdue with a balance.
 * Reminders go by email (default) or SMS, at most one per customer per 24 hours.
 */
import { fromMinor, toMinor } from '../../money';
import { badRequest, notFound } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { customerRef } from './customers';
import { OPEN_STATES, receiptsByInvoice, totalsOf } from './invoices';
import { matches, now } from '../../table';
import { rowsOf, type BusinessRow, type BusinessStore, type Schemas } from './store';

const REMINDER_GAP_MS = 24 * 60 * 60 * 1000;

type OpenState = Schemas['DebtorInvoice']['state'];
const isOpen = (state: string): state is OpenState => (OPEN_STATES as readonly string[]).includes(state);
const dueOrSale = (i: Schemas['DebtorInvoice']) => i.due_date ?? i.sale_date;

/** Every debtor of a business at the given locations, most owed first. */
export function debtorsOf(store: BusinessStore, business: BusinessRow, scope: ReadonlySet<number>): Schemas['DebtorDetail'][] {
  const receipts = receiptsByInvoice(store, business.id);
  const open = new Map<number, { owed: bigint; invoices: Schemas['DebtorInvoice'][] }>();
  for (const invoice of rowsOf(store.invoices, business.id)) {
    if (!scope.has(invoice.location)) continue;
    const { state, total_balance } = totalsOf(invoice, receipts.get(invoice.id) ?? []);
    const balance = toMinor(total_balance);
    if (!isOpen(state) || balance <= 0n) continue;
    const entry = open.get(invoice._customer) ?? { owed: 0n, invoices: [] };
    entry.owed += balance;
    entry.invoices.push({
      id: invoice.id,
      title: invoice.title,
      total_balance,
      sale_date: invoice.sale_date,
      due_date: invoice.due_date,
      state,
    });
    open.set(invoice._customer, entry);
  }
  const ranked = [...open]
    .filter(([id]) => store.customers.get(id) !== undefined)
    .sort(([a, x], [b, y]) => (y.owed > x.owed ? 1 : y.owed < x.owed ? -1 : a - b));
  return ranked.map(([id, entry]) => {
    const invoices = entry.invoices.sort((a, b) => dueOrSale(a).localeCompare(dueOrSale(b)) || a.id - b.id);
    return {
      id,
      customer: customerRef(store.customers.get(id)!),
      total_owed: fromMinor(entry.owed),
      currency: business.currency,
      invoices_count: invoices.length,
      oldest_due_date: invoices[0] ? dueOrSale(invoices[0]) : null,
      invoices,
    };
  });
}

export function debtorHandlers({ store }: Deps): Handlers<'listDebtors' | 'getDebtor' | 'sendDebtorReminder'> {
  const debtorOf = (business: BusinessRow, scope: ReadonlySet<number>, id: number) => {
    const debtor = debtorsOf(store, business, scope).find((d) => d.id === id);
    if (!debtor) throw notFound();
    return debtor;
  };
  return {
    listDebtors: (req) => {
      const { business, scope } = enter(store, req, 'listDebtors');
      const debtors = debtorsOf(store, business, scope).filter((d) =>
        matches(req.query.search, d.customer.name, d.customer.email, d.customer.phone_number),
      );
      return { status: 200, body: debtors.map(({ invoices: _invoices, ...debtor }) => debtor) };
    },
    getDebtor: (req) => {
      const { business, scope } = enter(store, req, 'getDebtor');
      return { status: 200, body: debtorOf(business, scope, req.params.id) };
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
      const last = store.reminders.where((r) => r._business === business.id && r._customer === debtor.id).at(-1);
      if (last && Date.now() - Date.parse(last.sent_at) < REMINDER_GAP_MS) {
        throw badRequest({}, 'A reminder was sent to this customer in the last 24 hours. Try again later.');
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
