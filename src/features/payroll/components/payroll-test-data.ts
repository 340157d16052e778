/** Test data of the payroll component tests (typed from the contract). */
import type { BusinessSchemas } from '@/api/types';
import type { Payroll } from '../api/payroll.queries';

export const PAYROLLS = '/business/v1/{businessId}/tools/payrolls/';
export const PAYROLL = '/business/v1/{businessId}/tools/payrolls/{id}';
export const HISTORIES = '/business/v1/{businessId}/tools/payroll_histories/';
export const MEMBERS = '/business/v1/{businessId}/tools/members/';

export function payrollOf(id: number, first: string, last: string, patch: Partial<Payroll> = {}): Payroll {
  return {
    id,
    staff: { id: 600 + id, first_name: first, last_name: last },
    amount: '120000.00',
    currency: 'NGN',
    description: 'Monthly salary',
    location: 21,
    active: true,
    created_at: '2026-01-20T09:00:00Z',
    paid_this_month: '0.00',
    paid_this_year: '1200000.00',
    last_paid_on: '2026-10-25',
    ...patch,
  };
}

export function memberOf(id: number, first: string, last: string): BusinessSchemas['Member'] {
  return {
    id,
    first_name: first,
    last_name: last,
    phone_number: null,
    email: `${first.toLowerCase()}@adaeze.ng`,
    locations: [{ id: 21, name: 'Balogun shop' }],
    role: null,
    active: true,
    created_at: '2026-01-16T09:00:00Z',
    updated_at: '2026-06-01T12:00:00Z',
    profile_image: null,
  };
}

/** The answer of createPayrollHistory for `body`. */
export function paymentOf(body: BusinessSchemas['PayrollHistoryInput'], id = 9001): BusinessSchemas['PayrollHistory'] {
  return {
    id,
    payroll: body.payroll,
    staff: { id: 600 + body.payroll, first_name: 'Paid', last_name: 'Person' },
    amount: body.amount,
    currency: 'NGN',
    date: body.date,
    description: body.description ?? null,
    location: 21,
    created_at: '2026-11-24T10:00:00Z',
  };
}
