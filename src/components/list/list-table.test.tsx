import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusBadge } from '@/components/ui/status-badge';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { ListTable, type ListColumn, type ListTableProps } from './list-table';
import { INVOICE_STATUS } from '@/lib/statuses/sales';

interface Invoice {
  id: number;
  title: string;
  customer: string;
  note: string | null;
  state: string;
  total: string;
  balance: string;
}

const ROWS: Invoice[] = [
  {
    id: 1,
    title: 'Aso-ebi for the wedding party',
    customer: 'Tunde Bakare',
    note: null,
    state: 'paid',
    total: '₦25,000.00',
    balance: '₦0.00',
  },
  {
    id: 2,
    title: 'Boutique restock',
    customer: 'Amaka Nwankwo',
    note: 'Rush',
    state: 'overdue',
    total: '₦1,185,000.00',
    balance: '₦592,500.00',
  },
];

/** The defaults: first column title, right-aligned amounts, id 'status' the badge, the rest the secondary line. */
const COLUMNS: ListColumn<Invoice>[] = [
  { id: 'title', header: 'Invoice', cell: (row) => row.title },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer },
  { id: 'note', header: 'Note', cell: (row) => row.note ?? '—' },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge vocabulary={INVOICE_STATUS} status={row.state} /> },
  { id: 'total', header: 'Total', align: 'right', cell: (row) => row.total },
  { id: 'balance', header: 'Balance', align: 'right', cell: (row) => row.balance },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function renderList(props: Partial<ListTableProps<Invoice>> = {}) {
  return render(
    <ListTable<Invoice>
      caption="Invoices"
      rows={ROWS}
      columns={COLUMNS}
      emptyTitle="No invoices yet"
      getRowId={(row) => String(row.id)}
      {...props}
    />,
  );
}

/** Renders `ui` in a memory router at /list, so links work and the location can be read. */
function renderInRouter(ui: ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/list'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const cards = () => within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');

describe('ListTable on a phone (below 640 px): cards', () => {
  const width = window.innerWidth;
  beforeEach(() => setWidth(390));
  afterEach(() => setWidth(width));

  it('shows each row as a card: title, secondary line, amounts, status; no table', () => {
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = cards();
    if (!first || !second) throw new Error('two cards expected');
    expect(within(first).getByText('Aso-ebi for the wedding party')).toHaveClass('font-medium');
    // The empty note ('—') is left out of the secondary line; the status is a badge.
    expect(within(first).getByText('Tunde Bakare').closest('p')).toHaveTextContent(/^Tunde Bakare$/);
    expect(second.querySelector('p.truncate')).toHaveTextContent(/^Amaka Nwankwo · , Rush$/);
    expect(within(first).getByText('Paid')).toHaveAttribute('data-slot', 'badge');
    expect(within(second).getByText('Overdue')).toHaveAttribute('data-tone', 'danger');
    // Amounts: never wrapped or cut; the first is the figure, the next says what it is.
    const total = within(second).getByText('₦1,185,000.00');
    expect(total.closest('[data-money]')?.parentElement).toHaveClass('whitespace-nowrap', 'tabular-nums', 'shrink-0');
    expect(within(second).getByText('Balance', { exact: false }).closest('[data-money]')).toHaveTextContent(
      'Balance ₦592,500.00',
    );
    expect(within(second).getByText('Total:')).toHaveClass('sr-only');
  });

  it('places columns by their card role, hiding some', () => {
    const columns: ListColumn<Invoice>[] = [
      { id: 'title', header: 'Invoice', card: 'subtitle', cell: (row) => row.title },
      { id: 'customer', header: 'Customer', card: 'title', cell: (row) => row.customer },
      { id: 'state', header: 'State', card: 'status', cell: (row) => row.state },
      { id: 'total', header: 'Total', align: 'right', cell: (row) => row.total },
      { id: 'balance', header: 'Balance', align: 'right', card: 'hidden', cell: (row) => row.balance },
    ];
    renderList({ columns });
    const first = cards()[0];
    if (!first) throw new Error('a card expected');
    expect(within(first).getByText('Tunde Bakare')).toHaveClass('font-medium');
    expect(within(first).getByText('Aso-ebi for the wedding party').closest('p')).toHaveClass('truncate');
    expect(within(first).getByText('paid')).toBeInTheDocument();
    expect(within(first).queryByText('₦0.00')).not.toBeInTheDocument();
    expect(within(first).getByText('₦25,000.00')).toBeInTheDocument();
  });

  it('makes the whole card one link to the record, with the row menu above it', async () => {
    const onEdit = vi.fn();
    const router = renderInRouter(
      <ListTable<Invoice>
        caption="Invoices"
        rows={ROWS}
        columns={COLUMNS}
        emptyTitle="No invoices yet"
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.title}
        rowLink={(row) => ({ to: '/b/$businessId/invoices', params: { businessId: row.id } })}
        rowActions={(row) => [{ label: 'Edit', onSelect: () => void onEdit(row.id) }]}
      />,
    );
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const first = within(list).getAllByRole('listitem')[0];
    if (!first) throw new Error('a card expected');
    // One link per card (one tab stop), named by the title, stretched over the card.
    const links = within(first).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Aso-ebi for the wedding party');
    expect(links[0]).toHaveAttribute('href', '/b/1/invoices');
    expect(links[0]).toHaveClass('after:absolute', 'after:inset-0');
    expect(first).toHaveClass('relative');

    // The kebab sits above the link: 44 px, opens its menu, and does not navigate.
    const user = userEvent.setup();
    const kebab = within(first).getByRole('button', { name: 'Actions for Aso-ebi for the wedding party' });
    expect(kebab).toHaveClass('relative', 'z-10', 'size-11');
    await user.click(kebab);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(router.state.location.pathname).toBe('/list');

    const link = within(first).getByRole('link');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/b/1/invoices'));
  });

  it('shows skeleton cards while loading, the error with Retry, and the empty state', async () => {
    const { rerender } = renderList({ state: 'loading', rows: undefined });
    const list = screen.getByRole('list', { name: 'Invoices' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[data-slot="data-table-skeleton-card"]')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Invoices');

    const onRetry = vi.fn();
    rerender(
      <ListTable<Invoice>
        caption="Invoices"
        rows={undefined}
        columns={COLUMNS}
        emptyTitle="No invoices yet"
        state="error"
        error="Network Error"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    rerender(<ListTable<Invoice> caption="Invoices" rows={[]} columns={COLUMNS} emptyTitle="No invoices yet" />);
    expect(screen.getByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('pages with 44 px buttons', async () => {
    const onPageChange = vi.fn();
    renderList({ paging: { page: 1, pageSize: 2, total: 5, onPageChange } });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Showing 1–2 of 5');
    const next = within(nav).getByRole('button', { name: 'Next page' });
    expect(next).toHaveClass('h-11');
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('shows hostile text as text in a card', () => {
    const rows = HOSTILE_STRINGS.map(({ value }, index) => ({
      ...ROWS[0]!,
      id: index,
      title: value,
      customer: value,
      state: value,
    }));
    const { container } = renderList({ rows });
    expect(cards()).toHaveLength(HOSTILE_STRINGS.length);
    expect(container.querySelectorAll('img, script, iframe, svg#pwned, [data-pwned]')).toHaveLength(0);
  });
});

describe('ListTable on a wide screen', () => {
  it('truncates text cells with the full text in a title, and keeps money on one line', () => {
    renderList();
    expect(screen.getByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    const title = screen.getByText('Aso-ebi for the wedding party');
    expect(title).toHaveClass('truncate');
    expect(title.parentElement).toHaveClass('grid', 'min-w-24');
    expect(title).toHaveAttribute('title', 'Aso-ebi for the wedding party');
    expect(screen.getByText('₦1,185,000.00')).toHaveClass('whitespace-nowrap', 'tabular-nums');
    expect(document.querySelector('[class*="overflow-wrap"]')).toBeNull();
    // Between phone and wide (640–1023 px) only the first secondary column shows, so the amounts fit.
    expect(screen.getByRole('columnheader', { name: 'Note' })).toHaveClass('hidden', 'lg:table-cell');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).not.toHaveClass('hidden');
    expect(screen.getByRole('columnheader', { name: 'Balance' })).not.toHaveClass('hidden');
  });

  it('links the title and follows it from a click anywhere on the row but its controls', async () => {
    const onEdit = vi.fn();
    const router = renderInRouter(
      <ListTable<Invoice>
        caption="Invoices"
        rows={ROWS}
        columns={COLUMNS}
        emptyTitle="No invoices yet"
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.title}
        rowLink={(row) => ({ to: '/b/$businessId/invoices', params: { businessId: row.id } })}
        rowActions={(row) => [{ label: 'Edit', onSelect: () => void onEdit(row.id) }]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getByRole('row', { name: /Boutique restock/ });
    expect(within(row).getByRole('link', { name: 'Boutique restock' })).toHaveAttribute('href', '/b/2/invoices');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Actions for Boutique restock' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(2);
    expect(router.state.location.pathname).toBe('/list');

    await user.click(within(row).getByText('Amaka Nwankwo'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b/2/invoices'));
  });
});
