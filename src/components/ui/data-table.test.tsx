import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
import { EmptyState } from './empty-state';

interface Customer {
  id: number;
  name: string;
  balance: number;
}

const columns: DataTableColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name },
  { id: 'balance', header: 'Balance', align: 'right', cell: (row) => row.balance },
];

const customers: Customer[] = [
  { id: 1, name: 'Chidi', balance: 300 },
  { id: 2, name: 'Ada', balance: 100 },
  { id: 3, name: 'Bola', balance: 200 },
];

function renderTable(props: Partial<DataTableProps<Customer>> = {}) {
  return render(
    <DataTable<Customer> caption="Customers" columns={columns} data={customers} getRowId={(row) => String(row.id)} {...props} />,
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('has a caption naming the table and renders rows', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Customers' })).toBeInTheDocument();
    expect(firstCells()).toEqual(['Chidi', 'Ada', 'Bola']);
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveClass('text-right');
  });

  it('shows skeleton rows and is busy while loading', () => {
    renderTable({ state: 'loading', data: [], skeletonRows: 4 });
    const table = screen.getByRole('table', { name: 'Customers' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Customers');
    expect(screen.queryByText('Chidi')).not.toBeInTheDocument();
  });

  it('shows the empty state with its create action when there are no rows', async () => {
    const onCreate = vi.fn();
    renderTable({
      data: [],
      emptyState: <EmptyState title="No customers yet" action={<Button onClick={onCreate}>Add customer</Button>} level={3} />,
    });
    expect(screen.getByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('shows the error message and a Retry button', async () => {
    const onRetry = vi.fn();
    renderTable({ state: 'error', error: 'Network Error', onRetry, data: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the order it is given (the server orders lists): headers are plain text, not sort buttons', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Balance']);
    for (const header of headers) {
      expect(header).not.toHaveAttribute('aria-sort');
      expect(within(header).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(firstCells()).toEqual(['Chidi', 'Ada', 'Bola']);
  });

  it('gives each cell its row and index, and a truncated text cell its full text as a title', () => {
    const long = `${'Adaeze Okonkwo-Balogun '.repeat(10)}end`;
    renderTable({
      columns: [
        { id: 'name', header: 'Name', cell: (row, index) => `${index + 1}. ${row.name}` },
        { id: 'note', header: 'Note', cell: (row) => (row.id === 2 ? long : '—') },
        { id: 'badge', header: 'Badge', truncate: false, cell: (row) => <span>{row.name}</span> },
      ],
    });
    expect(firstCells()).toEqual(['1. Chidi', '2. Ada', '3. Bola']);
    const row = bodyRows()[1]!;
    const [name, note, badge] = within(row).getAllByRole('cell');
    expect(name!.querySelector('[data-slot="data-table-truncate"]')).toHaveAttribute('title', '2. Ada');
    expect(note!.querySelector('[data-slot="data-table-truncate"]')).toHaveAttribute('title', long);
    expect(badge!.querySelector('[data-slot="data-table-truncate"]')).toBeNull();
  });

  it('pages through controlled pages with a Showing x–y of n summary', async () => {
    function Paged() {
      const [page, setPage] = useState(1);
      return (
        <DataTable<Customer>
          caption="Customers"
          columns={columns}
          data={customers}
          pagination={{ page, pageSize: 20, total: 134, onPageChange: setPage }}
        />
      );
    }
    render(<Paged />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Showing 1–20 of 134');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(nav).toHaveTextContent('Showing 21–40 of 134');
    for (let i = 0; i < 5; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(nav).toHaveTextContent('Showing 121–134 of 134');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers row actions in a kebab menu named after the row', async () => {
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    renderTable({
      rowActions: (row) => [
        {
          label: 'Edit',
          onSelect: () => {
            onEdit(row.id);
          },
        },
        {
          label: 'Remove',
          onSelect: () => {
            onRemove(row.id);
          },
          variant: 'danger',
        },
        { label: 'Send reminder', onSelect: () => {}, disabled: true, disabledReason: 'No email on file' },
      ],
    });
    const trigger = screen.getByRole('button', { name: 'Actions for Ada' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const remove = within(menu).getByRole('menuitem', { name: 'Remove' });
    expect(remove).toHaveAttribute('data-variant', 'danger');
    const disabled = within(menu).getByRole('menuitem', { name: /Send reminder/ });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).toHaveTextContent('No email on file');
    await userEvent.click(remove);
    expect(onRemove).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('opens the row menu from the keyboard', async () => {
    const onEdit = vi.fn();
    renderTable({
      rowActions: (row) => [
        {
          label: 'Edit',
          onSelect: () => {
            onEdit(row.name);
          },
        },
      ],
    });
    screen.getByRole('button', { name: 'Actions for Bola' }).focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Edit' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenCalledWith('Bola');
  });

  it('virtualises long lists (more than 100 rows), the first rows plain while the virtualiser loads', async () => {
    // jsdom has no layout: a 600px scroll container and 48px rows.
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 600 });
    const originalOffset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 48 });
    try {
      const many = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Customer ${i}`, balance: i }));
      renderTable({ data: many });
      const rendered = () => bodyRows().filter((row) => row.getAttribute('aria-hidden') !== 'true');
      expect(firstCells()[0]).toBe('Customer 0');
      // The virtualised body's rows carry their index (measured as they render).
      await waitFor(() => expect(rendered()[0]).toHaveAttribute('data-index', '0'), { timeout: 8_000 });
      expect(rendered().length).toBeGreaterThan(10);
      expect(rendered().length).toBeLessThan(100);
      expect(firstCells()[0]).toBe('Customer 0');
      expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    } finally {
      if (original) Object.defineProperty(Element.prototype, 'clientHeight', original);
      if (originalOffset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', originalOffset);
    }
  });

  it('renders every row when virtualisation is off', () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ id: i, name: `Customer ${i}`, balance: i }));
    renderTable({ data: many, virtualize: false });
    expect(bodyRows()).toHaveLength(150);
  });
});
