/**
 * Payroll entries (a staff member's standing pay at a location; remove/restore by PATCH; DELETE
 * refused while payments refer to the entry) and payroll payments (history), whose staff member,
 * currency and location are the entry's. Both location-scoped (D5). An entry carries what has been
 * paid on it this month and this year (designed, issue 14); a payment's Idempotency-Key makes a
 * retry answer the first payment (decision 0019).
 */
import { createHash } from 'node:crypto';
import { fromMinor, normalizeMoney, toMinor } from '../../money';
import { isoDate, mustFind, now } from '../../table';
import { badRequest } from '../../types';
import { enter, type Access } from './access';
import type { Deps, Handlers } from './context';
import { mustRef } from './crud';
import { checkCurrency } from './reference';
import { staffRef } from './staff';
import { rowsOf, type BusinessStore, type PayrollHistoryRow, type PayrollRow, type Schemas } from './store';

function payrollStaff(store: BusinessStore, business: number, id: number) {
  const member = mustRef(store.members, business, id, 'staff', 'staff member');
  if (!member.active) throw badRequest({ staff: ['This staff member has been removed.'] });
  return member;
}

type PaidTotals = Pick<Schemas['Payroll'], 'paid_this_month' | 'paid_this_year' | 'last_paid_on'>;

/**
 * What has been paid on each payroll entry of `business` (designed, issue 14): the sum of its
 * payments dated this calendar month and this year (today in UTC), and its latest payment date.
 */
export function paidTotals(store: BusinessStore, business: number, today = isoDate(new Date())): Map<number, PaidTotals> {
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  const sums = new Map<number, { month: bigint; year: bigint; last: string | null }>();
  for (const h of rowsOf(store.payrollHistories, business)) {
    const entry = sums.get(h.payroll) ?? { month: 0n, year: 0n, last: null };
    const minor = toMinor(h.amount);
    if (h.date.startsWith(month)) entry.month += minor;
    if (h.date.startsWith(year)) entry.year += minor;
    if (entry.last === null || h.date > entry.last) entry.last = h.date;
    sums.set(h.payroll, entry);
  }
  const out = new Map<number, PaidTotals>();
  for (const [id, entry] of sums) {
    out.set(id, { paid_this_month: fromMinor(entry.month), paid_this_year: fromMinor(entry.year), last_paid_on: entry.last });
  }
  return out;
}

const NOTHING_PAID: PaidTotals = { paid_this_month: '0.00', paid_this_year: '0.00', last_paid_on: null };

export function payrollView(store: BusinessStore, row: PayrollRow, totals?: Map<number, PaidTotals>): Schemas['Payroll'] {
  const { _staff, ...fields } = row;
  const member = store.members.get(_staff);
  const paid = (totals ?? paidTotals(store, row._business)).get(row.id) ?? NOTHING_PAID;
  return {
    ...fields,
    ...paid,
    staff: member ? staffRef(member) : { id: _staff, first_name: 'Former', last_name: 'staff member' },
  };
}

export function historyView(store: BusinessStore, row: PayrollHistoryRow): Schemas['PayrollHistory'] {
  const payroll = store.payrolls.get(row.payroll)!;
  const member = store.members.get(payroll._staff);
  const { _key: _k, _fingerprint: _f, ...fields } = row;
  return {
    ...fields,
    staff: member ? staffRef(member) : { id: payroll._staff, first_name: 'Former', last_name: 'staff member' },
    location: payroll.location,
  };
}

/** A repeated Idempotency-Key with another body (issue 14). */
export const PAYMENT_KEY_REUSED = 'This Idempotency-Key was already used for a different payment.';

/** The payroll entry a payment pays: the business's, visible to the caller and not removed. */
function payrollToPay(store: BusinessStore, access: Access, id: number): PayrollRow {
  const payroll = mustRef(store.payrolls, access.business.id, id, 'payroll', 'payroll entry');
  if (!access.sees(payroll.location)) throw badRequest({ payroll: ['Unknown payroll entry.'] });
  if (!payroll.active) throw badRequest({ payroll: ['This payroll entry has been removed.'] });
  return payroll;
}

export function payrollHandlers({
  store,
}: Deps): Handlers<
  | 'listPayrolls'
  | 'createPayroll'
  | 'getPayroll'
  | 'updatePayroll'
  | 'patchPayroll'
  | 'deletePayroll'
  | 'createPayrollHistory'
  | 'getPayrollHistory'
  | 'updatePayrollHistory'
  | 'patchPayrollHistory'
  | 'deletePayrollHistory'
> {
  const view = (row: PayrollRow) => payrollView(store, row);
  const history = (row: PayrollHistoryRow) => historyView(store, row);
  const findPayroll = (access: Access, id: number) =>
    mustFind(store.payrolls, id, { _business: access.business.id }, { visible: (p) => access.sees(p.location) });
  const findHistory = (access: Access, id: number) =>
    mustFind(
      store.payrollHistories,
      id,
      { _business: access.business.id },
      { visible: (h) => access.sees(store.payrolls.get(h.payroll)?.location ?? 0) },
    );
  /** The stored fields of a new or replaced entry (location: given, else `?location=`, else `fallback`). */
  const fieldsOf = (access: Access, body: Schemas['PayrollInput'], fallback?: number) => {
    const member = payrollStaff(store, access.business.id, body.staff);
    checkCurrency(body.currency);
    return {
      _staff: member.id,
      amount: normalizeMoney(body.amount),
      description: body.description ?? null,
      currency: body.currency ?? access.business.currency,
      location: access.placeAt(body.location, fallback ?? member._locations[0]),
    };
  };
  return {
    listPayrolls: (req) => {
      const { business, scope } = enter(store, req, 'listPayrolls');
      const name = (p: Schemas['Payroll']) => `${p.staff.first_name} ${p.staff.last_name}`;
      const totals = paidTotals(store, business.id);
      const rows = rowsOf(store.payrolls, business.id)
        .filter((p) => scope.has(p.location))
        .map((p) => payrollView(store, p, totals))
        .sort((a, b) => name(a).localeCompare(name(b)) || a.id - b.id);
      return { status: 200, body: rows };
    },
    createPayroll: (req) => {
      const access = enter(store, req, 'createPayroll');
      const row = store.payrolls.insert({
        ...fieldsOf(access, req.body),
        active: true,
        created_at: now(),
        _business: access.business.id,
      });
      return { status: 201, body: view(row) };
    },
    getPayroll: (req) => {
      const access = enter(store, req, 'getPayroll');
      return { status: 200, body: view(findPayroll(access, req.params.id)) };
    },
    updatePayroll: (req) => {
      const access = enter(store, req, 'updatePayroll');
      const row = findPayroll(access, req.params.id);
      return { status: 200, body: view(store.payrolls.update(row.id, fieldsOf(access, req.body, row.location))!) };
    },
    patchPayroll: (req) => {
      const access = enter(store, req, 'patchPayroll');
      const row = findPayroll(access, req.params.id);
      const { staff, amount, description, currency, location, active } = req.body;
      checkCurrency(currency);
      const changes: Partial<PayrollRow> = {
        ...(staff === undefined ? {} : { _staff: payrollStaff(store, access.business.id, staff).id }),
        ...(amount === undefined ? {} : { amount: normalizeMoney(amount) }),
        ...(description === undefined ? {} : { description }),
        ...(currency === undefined ? {} : { currency }),
        ...(location === undefined ? {} : { location: access.placeAt(location) }),
        ...(active === undefined ? {} : { active }),
      };
      return { status: 200, body: view(store.payrolls.update(row.id, changes)!) };
    },
    deletePayroll: (req) => {
      const access = enter(store, req, 'deletePayroll');
      const row = findPayroll(access, req.params.id);
      if (store.payrollHistories.find((h) => h.payroll === row.id)) {
        throw badRequest({}, 'Payments refer to this payroll entry, so it cannot be deleted. Remove it instead.');
      }
      store.payrolls.delete(row.id);
      return { status: 204 };
    },
    createPayrollHistory: (req) => {
      const access = enter(store, req, 'createPayrollHistory');
      const { body } = req;
      const key = req.headers['idempotency-key'] ?? null;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([body.payroll, normalizeMoney(body.amount), body.date, body.description ?? null]))
        .digest('hex');
      if (key) {
        const seen = store.payrollHistories.find((h) => h._business === access.business.id && h._key === key);
        if (seen) {
          if (seen._fingerprint !== fingerprint)
            throw badRequest({ 'Idempotency-Key': [PAYMENT_KEY_REUSED] }, PAYMENT_KEY_REUSED);
          return { status: 201, body: history(seen) };
        }
      }
      const payroll = payrollToPay(store, access, body.payroll);
      const row = store.payrollHistories.insert({
        payroll: payroll.id,
        amount: normalizeMoney(req.body.amount),
        currency: payroll.currency,
        date: req.body.date,
        description: req.body.description ?? null,
        created_at: now(),
        _business: access.business.id,
        _key: key,
        _fingerprint: fingerprint,
      });
      return { status: 201, body: history(row) };
    },
    getPayrollHistory: (req) => {
      const access = enter(store, req, 'getPayrollHistory');
      return { status: 200, body: history(findHistory(access, req.params.id)) };
    },
    updatePayrollHistory: (req) => {
      const access = enter(store, req, 'updatePayrollHistory');
      const row = findHistory(access, req.params.id);
      const payroll = payrollToPay(store, access, req.body.payroll);
      const changes = {
        payroll: payroll.id,
        currency: payroll.currency,
        amount: normalizeMoney(req.body.amount),
        date: req.body.date,
        description: req.body.description ?? null,
      };
      return { status: 200, body: history(store.payrollHistories.update(row.id, changes)!) };
    },
    patchPayrollHistory: (req) => {
      const access = enter(store, req, 'patchPayrollHistory');
      const row = findHistory(access, req.params.id);
      const { payroll, amount, date, description } = req.body;
      const paid = payroll === undefined ? undefined : payrollToPay(store, access, payroll);
      const changes: Partial<PayrollHistoryRow> = {
        ...(paid === undefined ? {} : { payroll: paid.id, currency: paid.currency }),
        ...(amount === undefined ? {} : { amount: normalizeMoney(amount) }),
        ...(date === undefined ? {} : { date }),
        ...(description === undefined ? {} : { description }),
      };
      return { status: 200, body: history(store.payrollHistories.update(row.id, changes)!) };
    },
    deletePayrollHistory: (req) => {
      const access = enter(store, req, 'deletePayrollHistory');
      store.payrollHistories.delete(findHistory(access, req.params.id).id);
      return { status: 204 };
    },
  };
}
