import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import type { InvoicesSearch } from '../search';
import { CASHIER, DOLLARS, DRAFT, PART_PAID, UNPAID, page } from './invoices-fixtures';
import { InvoicesPage } from './invoices-page';

const LIST = '/business/v1/{businessId}/tools/invoices/';
const ONE = '/business/v1/{businessId}/tools/invoices/{id}';

/** The URL state after the latest change (the route would navigate to it). */
const url: { search: InvoicesSearch } = { search: {} };

function Harness({ initial = {} }: { initial?: InvoicesSearch }) {
  const [search, setSearch] = useState<InvoicesSearch>(initial);
  return (
    <InvoicesPage
      search={search}
      onSearchChange={(patch) => {
        url.search = { ...search, ...patch };
        setSearch((prev) => ({ ...prev, ...patch }));
      }}
    />
  );
}

const renderPage = (initial?: InvoicesSearch, options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<Harness initial={initial} />, { routerPath: '/', ...options });

async function rowTexts() {
  const table = await screen.findByRole('table');
  await within(table).findAllByRole('link');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

async function menuFor(user: ReturnType<typeof renderWithApp>['user'], invoice: { number: string; title: string }) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${invoice.number} ${invoice.title}` }));
  return screen.findByRole('menu');
}

describe('InvoicesPage: the list', () => {
  it('shows the amount due (not the subtotal) and the balance, and totals the page per currency', async () => {
    stubApi().on('get', LIST, { status: 200, body: page([UNPAID, PART_PAID, DOLLARS]) });
    renderPage();
    const rows = await rowTexts();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('INV-000123');
    expect(rows[0]).toContain('₦34,400.00');
    expect(rows[0]).not.toContain('₦33,000.00');
    expect(rows[1]).toContain('₦24,400.00');
    expect(rows[2]).toContain('$200.00');
    const totals = document.querySelector<HTMLElement>('[data-slot=invoice-totals]')!;
    const naira = totals.querySelector<HTMLElement>('[data-currency=NGN]')!;
    expect(within(naira).getByText('₦68,800.00')).toBeInTheDocument();
    expect(within(naira).getByText('₦58,800.00')).toBeInTheDocument();
    const dollars = totals.querySelector<HTMLElement>('[data-currency=USD]')!;
    expect(within(dollars).getByText('$200.00')).toBeInTheDocument();
    expect(within(dollars).getByText('$150.00')).toBeInTheDocument();
    // Never added across currencies.
    expect(totals).not.toHaveTextContent('69,000');
  });

  it('sends the state, the dates and the search to the server and keeps them in the URL state', async () => {
    const api = stubApi().on('get', LIST, { status: 200, body: page([UNPAID]) });
    const { user } = renderPage({ customer: 7 });
    await rowTexts();
    // Filtered to a customer by the URL: the filters' panel is open, its button counts the filter.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(await screen.findByLabelText('Status'), 'overdue');
    await waitFor(() => expect(url.search.state).toBe('overdue'));
    await user.type(screen.getByLabelText('Sold from'), '2026-11-01');
    await user.type(screen.getByLabelText('Sold to'), '2026-11-30');
    await waitFor(() => expect(url.search).toMatchObject({ start_date: '2026-11-01', end_date: '2026-11-30' }));
    await user.type(screen.getByRole('searchbox'), 'INV-000123');
    await waitFor(() => expect(url.search.search).toBe('INV-000123'));
    await waitFor(() => {
      const query = api.calls('get', LIST).at(-1)!.query;
      expect(Object.fromEntries(query)).toMatchObject({
        state: 'overdue',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        search: 'INV-000123',
        customer: '7',
      });
    });
  });

  it('keeps the filters behind their button until asked for, with nothing set', async () => {
    stubApi().on('get', LIST, { status: 200, body: page([UNPAID]) });
    const { user } = renderPage({});
    await rowTexts();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByLabelText('Status')).toBeInTheDocument();
    expect(screen.getByLabelText('Sold from')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers Clear filters when the filters keep nothing', async () => {
    stubApi().on('get', LIST, { status: 200, body: page([]) });
    const { user } = renderPage({ state: 'paid' });
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(url.search.state).toBeUndefined());
  });

  it.each(HOSTILE_NAMES)('renders the title and customer %j as text', async (name) => {
    stubApi().on('get', LIST, {
      status: 200,
      body: page([{ ...UNPAID, title: name, customer: { ...UNPAID.customer, name } }]),
    });
    renderPage();
    const table = await screen.findByRole('table');
    expect((await within(table).findAllByText(name)).length).toBeGreaterThan(0);
    expectInertDom();
  });
});

describe('InvoicesPage: the row menu', () => {
  it('offers Cancel for an unpaid invoice, Delete for a draft, and neither once paid', async () => {
    stubApi().on('get', LIST, {
      status: 200,
      body: page([UNPAID, DRAFT, PART_PAID, { ...UNPAID, id: 9, number: 'INV-000009', state: 'cancelled' }]),
    });
    const { user } = renderPage();
    let menu = await menuFor(user, UNPAID);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['View', 'Download PDF', 'Cancel invoice']));
    expect(within(menu).queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    await user.keyboard('{Escape}');
    menu = await menuFor(user, DRAFT);
    expect(within(menu).getByRole('menuitem', { name: /^Delete draft/ })).toBeEnabled();
    await user.keyboard('{Escape}');
    menu = await menuFor(user, PART_PAID);
    const cancel = within(menu).getByRole('menuitem', { name: /^Cancel invoice/ });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveTextContent('A payment is recorded on this invoice: it can no longer be changed.');
    await user.keyboard('{Escape}');
    menu = await menuFor(user, { number: 'INV-000009', title: UNPAID.title });
    expect(within(menu).queryByRole('menuitem', { name: /Cancel|Delete/ })).toBeNull();
  });

  it('keeps Cancel from the cashier, with the reason', async () => {
    stubApi().on('get', LIST, { status: 200, body: page([UNPAID]) });
    const { user } = renderPage({}, { membership: CASHIER });
    const menu = await menuFor(user, UNPAID);
    const cancel = within(menu).getByRole('menuitem', { name: /^Cancel invoice/ });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).toHaveTextContent(/permission/i);
  });
});

describe('InvoicesPage: the remove modal', () => {
  it('cancels an unpaid invoice after asking once, saying the stock went back', async () => {
    const api = stubApi()
      .on('get', LIST, { status: 200, body: page([UNPAID]) })
      .on('patch', ONE, { status: 200, body: { ...UNPAID, state: 'cancelled' } });
    const { user } = renderPage();
    const menu = await menuFor(user, UNPAID);
    await user.click(within(menu).getByRole('menuitem', { name: /^Cancel invoice/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Cancel invoice INV-000123');
    expect(dialog).toHaveTextContent('go back into stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('patch', ONE)).toHaveLength(1);
    expect(api.calls('patch', ONE)[0]!.body).toEqual({ state: 'cancelled' });
    expect(await screen.findByText(/back in stock/)).toBeInTheDocument();
  });

  it('asks twice before deleting a draft', async () => {
    const api = stubApi()
      .on('get', LIST, { status: 200, body: page([DRAFT]) })
      .on('delete', ONE, { status: 204 });
    const { user } = renderPage();
    const menu = await menuFor(user, DRAFT);
    await user.click(within(menu).getByRole('menuitem', { name: /^Delete draft/ }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete draft' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /gone for good/ }));
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('delete', ONE).map((call) => call.params.id)).toEqual(['2002']);
  });

  it("shows the server's refusal in the modal and sends nothing more", async () => {
    const refusal = 'A payment is recorded on this invoice: it can no longer be changed.';
    const api = stubApi()
      .on('get', LIST, { status: 200, body: page([UNPAID]) })
      .on('patch', ONE, { status: 400, body: { state: [refusal] } });
    const { user } = renderPage();
    const menu = await menuFor(user, UNPAID);
    await user.click(within(menu).getByRole('menuitem', { name: /^Cancel invoice/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.calls('patch', ONE)).toHaveLength(1);
  });

  it('clears the selected invoice when the modal closes, so the next one names the next invoice', async () => {
    const api = stubApi().on('get', LIST, { status: 200, body: page([UNPAID, DRAFT]) });
    const { user } = renderPage();
    let menu = await menuFor(user, UNPAID);
    await user.click(within(menu).getByRole('menuitem', { name: /^Cancel invoice/ }));
    let dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep invoice' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Closed: nothing selected is left mounted.
    expect(screen.queryByText(/INV-000123 \(/)).toBeNull();
    menu = await menuFor(user, DRAFT);
    await user.click(within(menu).getByRole('menuitem', { name: /^Delete draft/ }));
    dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('INV-000124');
    expect(dialog).not.toHaveTextContent('INV-000123');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('patch', ONE)).toHaveLength(0);
    expect(api.calls('delete', ONE)).toHaveLength(0);
  });
});
