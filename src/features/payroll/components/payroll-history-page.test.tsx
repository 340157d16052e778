import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import type { Membership } from '@/features/business';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { parsePayrollHistorySearch, type PayrollHistorySearch } from '../history/search';
import { PayrollHistoryPage } from './payroll-history-page';

vi.setConfig({ testTimeout: 20_000 });

const LIST = '/business/v1/{businessId}/tools/payroll_histories/';
const ONE = '/business/v1/{businessId}/tools/payroll_histories/{id}';
const TOTALS = '/business/v1/{businessId}/tools/payroll_histories/monthly_totals/';

type Payment = BusinessSchemas['PayrollHistory'];

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 9001,
  payroll: 801,
  staff: { id: 601, first_name: 'Tunde', last_name: 'Bakare' },
  amount: '120000.00',
  currency: 'NGN',
  date: '2026-10-25',
  description: 'October 2026 salary',
  location: 21,
  created_at: '2026-10-25T16:00:00Z',
  ...over,
});

const ROWS = [
  payment(),
  payment({ id: 9002, staff: { id: 602, first_name: 'Funke', last_name: 'Adeyemi' }, amount: '250000.50', description: null }),
];

const page = (results: Payment[], count = results.length) => ({
  status: 200 as const,
  body: { count, next: count > results.length ? 'http://127.0.0.1:4004/x/?page=2' : null, previous: null, results },
});

const TOTALS_ANSWER = {
  status: 200 as const,
  body: {
    currency: 'NGN',
    months: [
      { month: '2026-10', total: '370000.50', count: 2 },
      { month: '2026-09', total: '0.10', count: 1 },
    ],
    other_currency_count: 0,
  },
};

const VIEWER: Membership = {
  business_id: 12,
  member_id: 7,
  is_owner: false,
  role: { id: 3, name: 'Viewer' },
  permissions: [124],
};

let latest: PayrollHistorySearch = {};
function Harness({ initial = {} }: { initial?: PayrollHistorySearch }) {
  const [search, setSearch] = useState<PayrollHistorySearch>(initial);
  return (
    <PayrollHistoryPage
      search={search}
      onSearchChange={(patch) => {
        latest = { ...latest, ...patch };
        setSearch((prev) => ({ ...prev, ...patch }));
      }}
    />
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');

describe('PayrollHistoryPage', () => {
  it('lists the payments and the totals per month of the range, in the business currency', async () => {
    stubApi().on('get', LIST, page(ROWS)).on('get', TOTALS, TOTALS_ANSWER);
    renderWithApp(<Harness />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    await within(table).findByText('Tunde Bakare');
    const rows = rowsOf(table);
    expect(rows[0]).toContain('25 Oct 2026');
    expect(rows[0]).toContain('October 2026 salary');
    expect(rows[0]).toContain('₦120,000.00');
    expect(rows[1]).toContain('₦250,000.50');
    const totals = await screen.findByRole('table', { name: 'Paid per month' });
    expect(within(totals).getByRole('rowheader', { name: 'October 2026' }).closest('tr')).toHaveTextContent('₦370,000.50');
    // The range's total adds the months in minor units: 370000.50 + 0.10.
    expect(within(totals).getByRole('rowheader', { name: 'Total, 2 months' }).closest('tr')).toHaveTextContent('₦370,000.60');
  });

  it('sends the search, the period and the page to both calls, and keeps them in the URL state', async () => {
    latest = {};
    const api = stubApi().on('get', LIST, page(ROWS, 25)).on('get', TOTALS, TOTALS_ANSWER);
    const { user } = renderWithApp(<Harness />);
    await screen.findByText('Tunde Bakare');
    await user.type(screen.getByRole('searchbox'), 'tunde');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-06-30' } });
    const sent = (template: typeof LIST | typeof TOTALS) =>
      api
        .calls('get', template)
        .some(
          (c) =>
            c.query.get('search') === 'tunde' &&
            c.query.get('start_date') === '2025-01-01' &&
            c.query.get('end_date') === '2025-06-30',
        );
    await waitFor(() => expect(sent(LIST) && sent(TOTALS)).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('custom');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls('get', LIST).some((c) => c.query.get('page') === '2')).toBe(true));
    expect(latest).toMatchObject({ search: 'tunde', start_date: '2025-01-01', end_date: '2025-06-30', page: 2 });
    // The totals do not depend on the page.
    expect(api.calls('get', TOTALS).every((c) => !c.query.has('page'))).toBe(true);
  });

  it('sets a preset period as two dates, and goes back to the first page', async () => {
    latest = {};
    stubApi().on('get', LIST, page(ROWS)).on('get', TOTALS, TOTALS_ANSWER);
    const { user } = renderWithApp(<Harness initial={{ page: 3 }} />);
    await screen.findByRole('table', { name: 'Payments' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This year');
    const year = new Date().getFullYear();
    expect(latest).toEqual({ start_date: `${year}-01-01`, end_date: `${year}-12-31`, page: undefined });
    await user.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(latest).toMatchObject({ start_date: undefined, end_date: undefined });
  });

  it('says an end before the start at the field, and leaves it out of the calls', async () => {
    const api = stubApi().on('get', LIST, page(ROWS)).on('get', TOTALS, TOTALS_ANSWER);
    renderWithApp(<Harness initial={{ start_date: '2026-10-01', end_date: '2026-09-01' }} />);
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
    await screen.findByText('Tunde Bakare');
    expect(api.calls('get', LIST).every((c) => !c.query.has('end_date'))).toBe(true);
  });

  it('reads only real dates and pages from the URL', () => {
    expect(parsePayrollHistorySearch({ start_date: '2026-02-30', end_date: '2026-11-30', page: 0 })).toEqual({
      start_date: undefined,
      end_date: '2026-11-30',
      page: undefined,
      search: undefined,
    });
  });

  it('shows the totals call failing in place, with Retry', async () => {
    const api = stubApi()
      .on('get', LIST, page(ROWS))
      .on('get', TOTALS, TOTALS_ANSWER)
      .failNext('get', TOTALS, { status: 400, body: { detail: 'Totals are down.' } });
    const { user } = renderWithApp(<Harness />);
    expect(await screen.findByText(/The totals per month could not be loaded: Totals are down\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Paid per month' })).toBeInTheDocument();
    expect(api.calls('get', TOTALS)).toHaveLength(2);
  });

  it('says which payments in another currency are left out of the totals', async () => {
    stubApi()
      .on('get', LIST, page(ROWS))
      .on('get', TOTALS, { status: 200, body: { currency: 'NGN', months: [], other_currency_count: 2 } });
    renderWithApp(<Harness />);
    expect(await screen.findByText('2 payments in another currency are not added to these totals.')).toBeInTheDocument();
  });

  it('asks twice before deleting a payment for good, then the list and totals refresh', async () => {
    let rows = [...ROWS];
    const api = stubApi()
      .on('get', LIST, () => page(rows))
      .on('get', TOTALS, TOTALS_ANSWER)
      .on('delete', ONE, ({ params }) => {
        rows = rows.filter((row) => row.id !== Number(params.id));
        return { status: 204 };
      });
    const { user } = renderWithApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Tunde Bakare, 25 Oct 2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Tunde Bakare, 25 Oct 2026” for good?' });
    const button = within(confirm).getByRole('button', { name: 'Delete for good' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(api.calls('delete', ONE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('checkbox', { name: 'I understand it is gone for good' }));
    const totalsBefore = api.calls('get', TOTALS).length;
    await user.click(button);
    await waitFor(() => expect(screen.queryByText('Tunde Bakare')).not.toBeInTheDocument());
    expect(api.calls('delete', ONE).map((c) => c.params.id)).toEqual(['9001']);
    expect(api.calls('get', TOTALS).length).toBeGreaterThan(totalsBefore);
  });

  it("shows the server's refusal of a delete in the dialog, and deletes nothing", async () => {
    stubApi()
      .on('get', LIST, page(ROWS))
      .on('get', TOTALS, TOTALS_ANSWER)
      .on('delete', ONE, { status: 403, body: { detail: 'You do not work at this location.' } });
    const { user } = renderWithApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Tunde Bakare, 25 Oct 2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete for good' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('checkbox', { name: 'I understand it is gone for good' }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await within(confirm).findByText('You do not work at this location.')).toBeInTheDocument();
  });

  it('edits a payment: the form starts from it and sends the amount, date and description', async () => {
    let rows = [...ROWS];
    const api = stubApi()
      .on('get', LIST, () => page(rows))
      .on('get', TOTALS, TOTALS_ANSWER)
      .on('patch', ONE, ({ body, params }) => {
        const saved = { ...rows.find((r) => r.id === Number(params.id))!, ...body };
        rows = rows.map((r) => (r.id === saved.id ? saved : r));
        return { status: 200, body: saved };
      });
    const { user } = renderWithApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Actions for Tunde Bakare, 25 Oct 2026' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the payment to Tunde Bakare' });
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('120000.00');
    await user.clear(amount);
    await user.click(amount);
    await user.paste('125000.5');
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, '  October salary with overtime  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('patch', ONE)).toHaveLength(1));
    expect(api.calls('patch', ONE)[0]!.body).toEqual({
      amount: '125000.50',
      date: '2026-10-25',
      description: 'October salary with overtime',
    });
    expect(await screen.findByText('₦125,000.50')).toBeInTheDocument();
  });

  it('lets a viewer see the history, with Edit and Delete disabled and the reason given', async () => {
    stubApi().on('get', LIST, page(ROWS)).on('get', TOTALS, TOTALS_ANSWER);
    const { user } = renderWithApp(<Harness />, { membership: VIEWER });
    await user.click(await screen.findByRole('button', { name: 'Actions for Tunde Bakare, 25 Oct 2026' }));
    expect(await screen.findByRole('menuitem', { name: /^Edit/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: /^Delete for good/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText("You don't have permission to edit payments.")).toBeInTheDocument();
  });

  it('shows staff names and descriptions with hostile text as text', async () => {
    const rows = HOSTILE_NAMES.slice(0, 8).map((name, i) =>
      payment({ id: 100 + i, staff: { id: 700 + i, first_name: name, last_name: 'X' }, description: name }),
    );
    stubApi().on('get', LIST, page(rows)).on('get', TOTALS, TOTALS_ANSWER);
    renderWithApp(<Harness />);
    const table = await screen.findByRole('table', { name: 'Payments' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(8));
    expect(rowsOf(table)[0]).toContain(HOSTILE_NAMES[0]);
    expectInertDom();
  });
});
