import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import type { Membership } from '@/features/business';
import { stubApi, type ApiStub } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, fillFields, renderWithApp, theDialog } from '@/test/render';
import type { Customer } from '../api/customers.queries';
import { CustomerRecordPage } from './customer-record-page';

const ITEM = '/business/v1/{businessId}/tools/customers/{id}';
const DEBTORS = '/business/v1/{businessId}/tools/debtors/';
const INVOICES = '/business/v1/{businessId}/tools/invoices/';

/** Customers view only (96): no edit (94), no remove (95). */
const VIEWER: Membership = { business_id: 12, member_id: 7, is_owner: false, role: { id: 3, name: 'Viewer' }, permissions: [96] };

const CHIDI: Customer = {
  id: 5,
  name: 'Chidi Okafor',
  type: 'business',
  email: 'chidi@example.com',
  phone_number: '+2348033456789',
  active: true,
  created_at: '2026-02-14T11:20:00Z',
};

const INVOICE: BusinessSchemas['Invoice'] = {
  id: 2001,
  number: 'INV-000001',
  title: 'Wedding outfits',
  customer: { id: 5, name: 'Chidi Okafor', email: null, phone_number: null },
  currency: { id: 1, name: 'Nigerian Naira', code: 'NGN', symbol: '₦', active: true, created_at: '2026-01-01T00:00:00Z' },
  items: [],
  member: null,
  receipt: null,
  total_amount: '18700.00',
  discount: '0.00',
  vat: '0.00',
  vat_amount: '0.00',
  total_amount_due: '18700.00',
  total_amount_paid: '0.00',
  total_balance: '18700.00',
  change: '0.00',
  sale_date: '2026-11-01',
  due_date: '2026-12-04',
  file: null,
  attachment: null,
  share: null,
  state: 'unpaid',
  note: null,
  location: 21,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

/** A backend holding one customer: GET, PUT and PATCH change it; debtors and invoices answer for it. */
function backend(start: Customer | undefined = CHIDI): { api: ApiStub; current: () => Customer | undefined } {
  let record = start;
  const api = stubApi()
    .on('get', ITEM, ({ params }) =>
      record && Number(params.id) === record.id ? { status: 200, body: record } : { status: 404, body: { detail: 'Not found.' } },
    )
    .on('put', ITEM, ({ body }) => {
      record = { ...record, ...body, email: body.email ?? null, phone_number: body.phone_number ?? null };
      return { status: 200, body: record };
    })
    .on('patch', ITEM, ({ body }) => {
      record = { ...record, ...(body.active === undefined ? {} : { active: body.active }) };
      return { status: 200, body: record };
    })
    .on('get', DEBTORS, {
      status: 200,
      body: [
        {
          id: 5,
          customer: { id: 5, name: 'Chidi Okafor', email: null, phone_number: null },
          total_owed: '18700.00',
          currency: 'NGN',
          invoices_count: 1,
          oldest_due_date: '2026-12-04',
          days_overdue: 0,
          last_reminded_at: null,
          next_reminder_at: null,
        },
        {
          id: 9,
          customer: { id: 9, name: 'Someone else', email: null, phone_number: null },
          total_owed: '999.00',
          currency: 'NGN',
          invoices_count: 1,
          oldest_due_date: null,
          days_overdue: 0,
          last_reminded_at: null,
          next_reminder_at: null,
        },
      ],
    })
    .on('get', INVOICES, { status: 200, body: { count: 1, next: null, previous: null, results: [INVOICE] } });
  return { api, current: () => record };
}

function renderPage(id = '5', options: { membership?: Membership } = {}) {
  const onLeave = vi.fn();
  const result = renderWithApp(<CustomerRecordPage id={id} search={{ search: 'chi', page: 2 }} onLeave={onLeave} />, {
    routerPath: `/b/12/customers/${id}`,
    ...options,
  });
  return { ...result, onLeave };
}

describe('CustomerRecordPage', () => {
  it("shows the customer's details, balance and invoices, with the way back keeping the list's search", async () => {
    const { api } = backend();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('chidi@example.com')).toBeInTheDocument();
    // The stored international number in the Nigerian business's national format.
    expect(within(details).getByText('0803 345 6789')).toBeInTheDocument();
    expect(within(details).getByText('Business')).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(await within(balance).findByText('₦18,700.00')).toBeInTheDocument();
    expect(within(balance).queryByText(/999/)).not.toBeInTheDocument();
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(await within(invoices).findByText('Wedding outfits')).toBeInTheDocument();
    expect(within(invoices).getByText('Unpaid')).toBeInTheDocument();
    expect(api.calls('get', INVOICES)[0]!.query.get('customer')).toBe('5');
    const back = screen.getByRole('link', { name: 'Customers' });
    expect(back.getAttribute('href')).toMatch(/^\/b\/12\/customers\?/);
    expect(back.getAttribute('href')).toContain('search=chi');
    expect(back.getAttribute('href')).toContain('page=2');
  });

  it.each(HOSTILE_NAMES)('renders the hostile name %j as text', async (name) => {
    backend({ ...CHIDI, name, email: null });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(name);
    expectInertDom();
  });

  it('edits in place: after saving, the page stays and shows the new values', async () => {
    const { api } = backend();
    const { user, onLeave } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The form's code loads when it first opens (decision 0036's addendum).
    await screen.findByRole('dialog');
    const dialog = theDialog();
    await fillFields(user, dialog, { Name: 'Chidi Okafor-Eze', Phone: '08091234567' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Okafor-Eze' })).toBeInTheDocument();
    expect(screen.getByText('0809 123 4567')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('put', ITEM)).toHaveLength(1);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('removes after asking, goes back to the list, and Undo restores it once', async () => {
    const { api, current } = backend();
    const { user, onLeave } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove “Chidi Okafor”?' });
    expect(api.calls('patch', ITEM)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalledTimes(1));
    expect(api.calls('patch', ITEM).map((call) => call.body)).toEqual([{ active: false }]);
    expect(current()?.active).toBe(false);
    expect(await screen.findByText('“Chidi Okafor” removed')).toBeInTheDocument();
    const undo = await screen.findByRole('button', { name: 'Undo' });
    await user.dblClick(undo);
    expect(await screen.findByText('“Chidi Okafor” restored')).toBeInTheDocument();
    expect(api.calls('patch', ITEM).map((call) => call.body)).toEqual([{ active: false }, { active: true }]);
    expect(current()?.active).toBe(true);
  });

  it('offers Restore and Delete for good on a removed customer', async () => {
    backend({ ...CHIDI, active: false });
    renderPage();
    expect(await screen.findByText('Removed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete for good' })).toBeInTheDocument();
  });

  it("says 'not found' for an id the business doesn't have, with the way back", async () => {
    backend();
    renderPage('77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Customers' })).toBeInTheDocument();
  });

  it("says 'not found' for an id that is no id, without asking the server", async () => {
    const { api } = backend();
    renderPage('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(api.calls('get', ITEM)).toHaveLength(0);
  });

  it('shows a failure with Retry, which loads the customer', async () => {
    const { api } = backend();
    api.failNext('get', ITEM, { status: 403, body: { detail: 'Ask the owner for access to customers.' } });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask the owner for access to customers.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeInTheDocument();
  });

  it('hides the changes a viewer may not make, and says why', async () => {
    backend();
    renderPage('5', { membership: VIEWER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText(/You don't have permission to edit customers\./)).toBeInTheDocument();
    // Without the debtors and invoicing permissions, those sections are not asked for.
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoices' })).not.toBeInTheDocument();
  });
});
