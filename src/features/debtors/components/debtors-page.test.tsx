import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import type { DebtorsSearch } from '../search';
import { DebtorsPage } from './debtors-page';

const LIST = '/business/v1/{businessId}/tools/debtors/';
const ONE = '/business/v1/{businessId}/tools/debtors/{id}';
const REMIND = '/business/v1/{businessId}/tools/debtors/{id}/send_reminder/';

type Debtor = BusinessSchemas['Debtor'];
type DebtorDetail = BusinessSchemas['DebtorDetail'];

const CHIDI_NGN: Debtor = {
  id: 7,
  customer: { id: 7, name: 'Chidi Okafor', email: 'chidi.okafor@gmail.com', phone_number: '+2348031234567' },
  total_owed: '125000.00',
  currency: 'NGN',
  invoices_count: 2,
  oldest_due_date: '2026-10-01',
  days_overdue: 54,
  last_reminded_at: null,
  next_reminder_at: null,
};
/** The same customer owing in dollars: a second row with the same id. */
const CHIDI_USD: Debtor = {
  ...CHIDI_NGN,
  total_owed: '250.50',
  currency: 'USD',
  invoices_count: 1,
  oldest_due_date: '2026-12-20',
  days_overdue: 0,
};
const TOBI: Debtor = {
  id: 9,
  customer: { id: 9, name: 'Mama Tobi Stores', email: null, phone_number: '08067778899' },
  total_owed: '9500.00',
  currency: 'NGN',
  invoices_count: 1,
  oldest_due_date: '2026-11-01',
  days_overdue: 23,
  last_reminded_at: null,
  next_reminder_at: null,
};

const detailOf = (debtor: Debtor): DebtorDetail => ({
  ...debtor,
  invoices: [
    {
      id: 2002,
      number: 'INV-000124',
      title: 'Aso-ebi for the wedding',
      total_balance: '25000.00',
      sale_date: '2026-10-20',
      due_date: '2026-11-03',
      state: 'overdue',
    },
    {
      id: 2001,
      number: 'INV-000123',
      title: 'Wedding outfits',
      total_balance: debtor.total_owed,
      sale_date: '2026-09-17',
      due_date: debtor.oldest_due_date,
      state: 'partially_paid',
    },
  ],
});

/** Debtors view only (ids 145-148: create, edit, remove, view). */
const VIEW_ONLY = { business_id: 12, member_id: 3, is_owner: false, role: { id: 3, name: 'Cashier' }, permissions: [148] };

function Harness({ initial = {} }: { initial?: DebtorsSearch }) {
  const [search, setSearch] = useState<DebtorsSearch>(initial);
  return <DebtorsPage search={search} onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))} />;
}

const renderPage = (initial?: DebtorsSearch, options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<Harness initial={initial} />, { routerPath: '/', ...options });

/** The body rows of the table, as their text. */
async function rowTexts() {
  const table = await screen.findByRole('table');
  await within(table).findAllByRole('link');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

afterEach(() => vi.restoreAllMocks());

const valueOf = (element: HTMLElement) => (element as HTMLTextAreaElement).value;

describe('DebtorsPage: the list', () => {
  it('shows one row per customer and currency, keyed apart, with a total per currency', async () => {
    const errors = vi.spyOn(console, 'error');
    stubApi().on('get', LIST, { status: 200, body: [CHIDI_NGN, CHIDI_USD, TOBI] });
    renderPage();
    const rows = await rowTexts();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('₦125,000.00');
    // The business currency first, then the most owed; dollars after.
    expect(rows[1]).toContain('₦9,500.00');
    expect(rows[2]).toContain('$250.50');
    expect(rows[2]).toContain('Not yet due');
    expect(rows[0]).toContain('54 days overdue');
    expect(rows[0]).toContain('Never');
    // Each row opens its own debt: the same customer, another currency.
    const links = within(screen.getByRole('table')).getAllByRole('link', { name: 'Chidi Okafor' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/b/12/debtors/7?currency=NGN',
      '/b/12/debtors/7?currency=USD',
    ]);
    // Never added across currencies.
    const totals = screen.getByText('Total owed in NGN').closest('[data-slot=debtor-totals]')!;
    expect(within(totals as HTMLElement).getByText('₦134,500.00')).toBeInTheDocument();
    expect(within(totals as HTMLElement).getByText('$250.50')).toBeInTheDocument();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/i);
  });

  it('filters by currency and sorts by days overdue or oldest unpaid', async () => {
    stubApi().on('get', LIST, { status: 200, body: [CHIDI_NGN, CHIDI_USD, TOBI] });
    const { user } = renderPage();
    await rowTexts();
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveTextContent('$250.50');
    expect(screen.getByRole('table')).not.toHaveTextContent('Mama Tobi Stores');
    await user.selectOptions(screen.getByLabelText('Currency'), '');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'oldest');
    await waitFor(async () => expect((await rowTexts())[0]).toContain('₦125,000.00'));
    expect((await rowTexts())[2]).toContain('$250.50');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'overdue');
    await waitFor(async () =>
      expect((await rowTexts()).map((text) => text.slice(0, 16))).toEqual([
        'Chidi OkaforNGN₦',
        'Mama Tobi Stores',
        'Chidi OkaforUSD$',
      ]),
    );
  });

  it('searches customer names in the browser', async () => {
    const api = stubApi().on('get', LIST, { status: 200, body: [CHIDI_NGN, CHIDI_USD, TOBI] });
    renderPage({ search: 'tobi' });
    const rows = await rowTexts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Mama Tobi Stores');
    expect(api.calls('get', LIST).every((call) => !call.query.has('search'))).toBe(true);
  });

  it('says when nobody owes anything, and shows a failure with Retry', async () => {
    stubApi()
      .failNext('get', LIST, { status: 403, body: { detail: 'Ask the owner for access to debtors.' } })
      .on('get', LIST, { status: 200, body: [] });
    const { user } = renderPage();
    expect(await screen.findByText('Ask the owner for access to debtors.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nobody owes you money')).toBeInTheDocument();
  });

  it.each(HOSTILE_NAMES)('renders the customer name %j as text', async (name) => {
    stubApi().on('get', LIST, { status: 200, body: [{ ...TOBI, customer: { ...TOBI.customer, name } }] });
    renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText(name)).toBeInTheDocument();
    expectInertDom();
  });

  it('shows when a customer was last reminded, with the full date in a title', async () => {
    const at = new Date(Date.now() - 3 * 3600 * 1000).toISOString();
    stubApi().on('get', LIST, { status: 200, body: [{ ...TOBI, last_reminded_at: at }] });
    renderPage();
    const time = await screen.findByText('3 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', expect.stringMatching(/\d{4}/));
  });
});

async function openReminder(user: ReturnType<typeof renderWithApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: /^Send reminder/ }));
  return screen.findByRole('dialog');
}

describe('DebtorsPage: send a reminder', () => {
  it('disables a channel without an address, with the reason, and prefills a polite message', async () => {
    stubApi()
      .on('get', LIST, { status: 200, body: [TOBI] })
      .on('get', ONE, { status: 200, body: detailOf(TOBI) });
    const { user } = renderPage();
    const dialog = await openReminder(user, 'Mama Tobi Stores');
    const email = within(dialog).getByRole('radio', { name: /Email/ });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('No email address on file');
    expect(within(dialog).getByRole('radio', { name: /SMS/ })).toBeChecked();
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await waitFor(() => expect(valueOf(message)).toContain('₦9,500.00'));
    // The oldest invoice by due date, not the first listed.
    expect(valueOf(message)).toContain('INV-000123');
    expect(valueOf(message)).toContain('Adaeze Fabrics');
  });

  it('sends once for a double press and updates the row', async () => {
    let reminded: string | null = null;
    const api = stubApi()
      .on('get', LIST, () => ({ status: 200, body: [{ ...CHIDI_NGN, last_reminded_at: reminded }] }))
      .on('get', ONE, { status: 200, body: detailOf(CHIDI_NGN) })
      .on('post', REMIND, () => {
        reminded = new Date().toISOString();
        return { status: 200, body: { detail: 'Reminder sent to chidi.okafor@gmail.com.' } };
      });
    const { user } = renderPage();
    const dialog = await openReminder(user, 'Chidi Okafor');
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await waitFor(() => expect(valueOf(message)).toContain('INV-000123'));
    const send = within(dialog).getByRole('button', { name: 'Send reminder' });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Reminder sent to chidi.okafor@gmail.com.')).toBeInTheDocument();
    expect(api.calls('post', REMIND)).toHaveLength(1);
    const call = api.calls('post', REMIND)[0]!;
    expect(call.path).toBe('/business/v1/12/tools/debtors/7/send_reminder/');
    expect(call.body).toEqual({ channel: 'email', message: expect.stringContaining('₦125,000.00') });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table')).findByText('just now')).toBeInTheDocument();
  });

  it('shows the 24-hour refusal in the dialog with the next time, keeping the input', async () => {
    const next = new Date(Date.now() + 5 * 3600 * 1000).toISOString();
    const refusal =
      'A reminder was sent to this customer less than 24 hours ago. The next one can be sent from 2026-11-25 09:15 UTC.';
    let sent = 0;
    const api = stubApi()
      .on('get', LIST, { status: 200, body: [CHIDI_NGN] })
      .on('get', ONE, () => ({ status: 200, body: { ...detailOf(CHIDI_NGN), next_reminder_at: sent > 0 ? next : null } }))
      .failNext('post', REMIND, { status: 400, body: { detail: refusal } });
    const { user } = renderPage();
    const dialog = await openReminder(user, 'Chidi Okafor');
    await user.click(within(dialog).getByRole('radio', { name: /SMS/ }));
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await waitFor(() => expect(message).not.toBeDisabled());
    await user.clear(message);
    await user.type(message, 'Please settle by Friday.');
    sent += 1;
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() =>
      expect(dialog.querySelector('[data-slot=next-reminder]')).toHaveTextContent(/The next one can be sent from \d/),
    );
    expect(message).toHaveValue('Please settle by Friday.');
    expect(within(dialog).getByRole('radio', { name: /SMS/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Send reminder' })).toBeEnabled();
    expect(api.calls('post', REMIND)[0]!.body).toEqual({ channel: 'sms', message: 'Please settle by Friday.' });
  });

  it('keeps one Idempotency-Key per reminder: Send again after a lost answer repeats it, a changed message gets a new one', async () => {
    const api = stubApi()
      .on('get', LIST, { status: 200, body: [CHIDI_NGN] })
      .on('get', ONE, { status: 200, body: detailOf(CHIDI_NGN) })
      .on('post', REMIND, { status: 200, body: { detail: 'Reminder sent to chidi.okafor@gmail.com.' } })
      .failNext('post', REMIND, 'network')
      .failNext('post', REMIND, 'network');
    const { user } = renderPage();
    const dialog = await openReminder(user, 'Chidi Okafor');
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await waitFor(() => expect(valueOf(message)).toContain('INV-000123'));
    const send = within(dialog).getByRole('button', { name: 'Send reminder' });
    await user.click(send);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network Error');
    // The same reminder again: the same key, so a server that sent it answers the first answer.
    await user.click(send);
    await waitFor(() => expect(api.calls('post', REMIND)).toHaveLength(2));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network Error');
    // Another message is another reminder: a new key.
    await user.clear(message);
    await user.type(message, 'Please settle by Friday.');
    await user.click(send);
    expect(await screen.findByText('Reminder sent to chidi.okafor@gmail.com.')).toBeInTheDocument();
    const keys = api.calls('post', REMIND).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("shows the server's refusal of a channel at the channel", async () => {
    stubApi()
      .on('get', LIST, { status: 200, body: [CHIDI_NGN] })
      .on('get', ONE, { status: 200, body: detailOf(CHIDI_NGN) })
      .on('post', REMIND, { status: 400, body: { channel: ['This customer has no email address.'] } });
    const { user } = renderPage();
    const dialog = await openReminder(user, 'Chidi Okafor');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Message/ })).not.toBeDisabled());
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('This customer has no email address.')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Send by' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a message over 1000 characters at the field, sending nothing', async () => {
    const api = stubApi()
      .on('get', LIST, { status: 200, body: [CHIDI_NGN] })
      .on('get', ONE, { status: 200, body: detailOf(CHIDI_NGN) });
    const { user } = renderPage();
    const dialog = await openReminder(user, 'Chidi Okafor');
    const message = within(dialog).getByRole('textbox', { name: /Message/ });
    await waitFor(() => expect(message).not.toBeDisabled());
    fireEvent.change(message, { target: { value: 'x'.repeat(1001) } });
    await user.click(within(dialog).getByRole('button', { name: 'Send reminder' }));
    expect(await within(dialog).findByText('The message can be at most 1000 characters (now 1001).')).toBeInTheDocument();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('post', REMIND)).toHaveLength(0);
  });

  it('offers the reminder disabled, with the reason, to a member who may only view debtors', async () => {
    stubApi().on('get', LIST, { status: 200, body: [CHIDI_NGN] });
    const { user } = renderPage(undefined, { membership: VIEW_ONLY });
    await user.click(await screen.findByRole('button', { name: 'Actions for Chidi Okafor' }));
    const item = await screen.findByRole('menuitem', { name: /^Send reminder/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent(/permission/i);
  });
});
