import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { DebtorRecordPage } from './debtor-record-page';

const ONE = '/business/v1/{businessId}/tools/debtors/{id}';

const NEXT = new Date(Date.now() + 5 * 3600 * 1000).toISOString();

const CHIDI_USD: BusinessSchemas['DebtorDetail'] = {
  id: 7,
  customer: { id: 7, name: 'Chidi Okafor', email: null, phone_number: '+2348031234567' },
  total_owed: '250.50',
  currency: 'USD',
  invoices_count: 2,
  oldest_due_date: '2026-10-01',
  days_overdue: 54,
  last_reminded_at: new Date(Date.now() - 19 * 3600 * 1000).toISOString(),
  next_reminder_at: NEXT,
  invoices: [
    {
      id: 2001,
      number: 'INV-000123',
      title: 'Wedding outfits',
      total_balance: '200.50',
      sale_date: '2026-09-17',
      due_date: '2026-10-01',
      state: 'overdue',
    },
    {
      id: 2004,
      number: 'INV-000130',
      title: 'Gele and ipele',
      total_balance: '50.00',
      sale_date: '2099-01-02',
      due_date: null,
      state: 'unpaid',
    },
  ],
};

/** Debtors view only (ids 145-148: create, edit, remove, view). */
const VIEW_ONLY = { business_id: 12, member_id: 3, is_owner: false, role: { id: 3, name: 'Cashier' }, permissions: [148] };

const renderPage = (id = '7', currency: string | undefined = 'USD', options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<DebtorRecordPage id={id} currency={currency} />, { routerPath: '/', ...options });

describe('DebtorRecordPage', () => {
  it('shows what the customer owes in the currency asked for, their open invoices and the reminder times', async () => {
    const api = stubApi().on('get', ONE, { status: 200, body: CHIDI_USD });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeInTheDocument();
    expect(api.calls('get', ONE)[0]!.query.get('currency')).toBe('USD');
    expect(screen.getAllByText('$250.50').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Chidi Okafor' })).toHaveAttribute('href', '/b/12/customers/7');
    const invoices = screen.getByRole('region', { name: 'Open invoices (2)' });
    const items = within(invoices).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('INV-000123');
    expect(items[0]).toHaveTextContent('Wedding outfits');
    expect(items[0]).toHaveTextContent('Due 1 Oct 2026');
    expect(items[0]).toHaveTextContent('$200.50');
    expect(items[0]).toHaveTextContent(/\d+ days/);
    expect(items[1]).toHaveTextContent('no due date');
    expect(items[1]).toHaveTextContent('Not yet due');
    const reminders = screen.getByRole('region', { name: 'Reminders' });
    expect(within(reminders).getByText('19 hours ago')).toBeInTheDocument();
    expect(within(reminders).getByText(/^Can be sent from \d/)).toBeInTheDocument();
    expect(within(reminders).getByText('No email address on file')).toBeInTheDocument();
  });

  it('opens the reminder dialog with email disabled for a customer without one', async () => {
    stubApi().on('get', ONE, { status: 200, body: { ...CHIDI_USD, next_reminder_at: null } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /Email/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /SMS/ })).toBeChecked();
  });

  it('says why a member who may only view debtors cannot send a reminder', async () => {
    stubApi().on('get', ONE, { status: 200, body: CHIDI_USD });
    renderPage('7', 'USD', { membership: VIEW_ONLY });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chidi Okafor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
    expect(screen.getByText(/permission/i)).toBeInTheDocument();
    // No customers permission: the name is text, not a link.
    expect(screen.queryByRole('link', { name: 'Chidi Okafor' })).not.toBeInTheDocument();
  });

  it('says not found when the customer owes nothing in that currency', async () => {
    stubApi().on('get', ONE, { status: 404, body: { detail: 'Not found.' } });
    renderPage('7', 'EUR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Debtor not found' })).toBeInTheDocument();
  });

  it.each(HOSTILE_NAMES)('renders the customer and invoice text %j as text', async (name) => {
    stubApi().on('get', ONE, {
      status: 200,
      body: {
        ...CHIDI_USD,
        customer: { ...CHIDI_USD.customer, name },
        invoices: [{ ...CHIDI_USD.invoices[0]!, title: name }],
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expectInertDom();
  });
});
