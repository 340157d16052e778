import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { FilterPanelButton } from '@/components/list/filter-panel-button';
import { useServerList } from '@/components/list/use-list';
import { Button } from '@/components/ui/button';
import type { RowAction } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { formatMoney, sumMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { lazyWithPreload } from '@/lib/lazy';
import { noPermission } from '@/lib/text';
import { invoicesQuery, type Invoice } from '../api/invoices.queries';
import { invoiceFilterCount, type InvoicesSearch, type InvoicesSearchPatch } from '../search';
import { removalBlockedBy, removalOf } from '../utils/invoice-removal';
import { useInvoiceSaleActions } from './invoice-sale-actions';
import { useInvoicePdf } from './use-invoice-pdf';
import { INVOICE_STATUS } from '@/lib/statuses/sales';

const NOUN = { one: 'invoice', many: 'invoices' };

// The filters (state, sale dates, customer) behind a 'Filters' button, loaded on demand (issue 21).
const FiltersPanel = lazyWithPreload(() => import('./invoice-filters').then((m) => m.InvoiceFilters));

const COLUMNS: ListColumn<Invoice>[] = [
  { id: 'number', header: 'Number', card: 'subtitle', className: 'whitespace-nowrap tabular-nums', cell: (row) => row.number },
  { id: 'title', header: 'Title', card: 'title', cell: (row) => <span className="font-medium">{row.title}</span> },
  { id: 'customer', header: 'Customer', card: 'subtitle', cell: (row) => row.customer.name },
  { id: 'date', header: 'Date', card: 'hidden', className: 'whitespace-nowrap', cell: (row) => formatDate(row.sale_date) },
  {
    id: 'due',
    header: 'Due date',
    className: 'whitespace-nowrap',
    cell: (row) => (row.due_date ? `Due ${formatDate(row.due_date)}` : '—'),
  },
  {
    id: 'state',
    header: 'Status',
    card: 'status',
    cell: (row) => <StatusBadge vocabulary={INVOICE_STATUS} status={row.state} />,
  },
  {
    id: 'due_amount',
    header: 'Amount due',
    align: 'right',
    card: 'amount',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.total_amount_due, row.currency.code),
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.total_balance, row.currency.code),
  },
];

export interface InvoicesPageProps {
  search: InvoicesSearch;
  onSearchChange: (patch: InvoicesSearchPatch) => void;
}

/** The page's totals per currency (the business currency first), never added across currencies. */
export function pageTotals(rows: readonly Invoice[], businessCurrency: string) {
  const currencies = [...new Set(rows.map((row) => row.currency.code))].sort((a, b) =>
    a === businessCurrency ? -1 : b === businessCurrency ? 1 : a.localeCompare(b),
  );
  return currencies.map((currency) => {
    const mine = rows.filter((row) => row.currency.code === currency);
    return {
      currency,
      due: sumMoney(mine.map((row) => row.total_amount_due)),
      balance: sumMoney(mine.map((row) => row.total_balance)),
    };
  });
}

/**
 * The invoices page (issue 13, item 2): the server pages, searches (title, number, customer) and
 * filters (state, sale dates, customer) with the filters in the URL; amount due and balance per
 * row, the page's totals per currency; a row opens the invoice. The row menu: View, Download PDF,
 * and Cancel (issued) or Delete (draft) for a member who may remove invoices.
 */
export function InvoicesPage({ search, onSearchChange }: InvoicesPageProps) {
  const scope = useBusinessContext();
  const navigate = useNavigate();
  const mayRemove = useCan('invoicing', 'remove');
  const list = useServerList(invoicesQuery(scope, search), { page: search.page });
  const pdf = useInvoicePdf(scope, scope.business);
  const [removing, setRemoving] = useState<Invoice | null>(null);
  const sale = useInvoiceSaleActions({ invoice: removing, scope, onClose: () => setRemoving(null) });
  const filtered = invoiceFilterCount(search) > 0;
  const totals = list.status === 'ready' ? pageTotals(list.rows, scope.business.currency) : [];
  const making = list.rows.find((row) => row.id === pdf.pending);

  const recordLink = (row: Invoice) =>
    ({
      to: '/b/$businessId/invoices/$invoiceId',
      params: { businessId: scope.businessId, invoiceId: String(row.id) },
      search: (prev: { location?: number }) => ({ location: prev.location }),
    }) as const;

  const rowActions = (row: Invoice): RowAction[] => {
    const actions: RowAction[] = [
      { label: 'View', onSelect: () => void navigate(recordLink(row)) },
      ...sale.actionsFor(row),
      {
        label: 'Download PDF',
        onSelect: () => void pdf.download(row),
        disabled: pdf.pending !== null,
        disabledReason: pdf.pending !== null ? 'Another PDF is being made.' : undefined,
      },
    ];
    const removal = removalOf(row);
    if (removal !== null) {
      const blocked = mayRemove ? removalBlockedBy(row) : noPermission('remove', NOUN);
      actions.push({
        label: removal === 'delete' ? 'Delete draft' : 'Cancel invoice',
        onSelect: () => setRemoving(row),
        disabled: blocked !== undefined,
        disabledReason: blocked,
        variant: 'danger',
      });
    }
    return actions;
  };

  return (
    <ResourceListPage
      title="Invoices"
      description="Sales invoices, newest first."
      resource="invoicing"
      noun={NOUN}
      tabs={false}
      columns={COLUMNS}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => `${row.number} ${row.title}`}
      rowLink={recordLink}
      rowActions={rowActions}
      onCreate={sale.create}
      createLabel="New invoice"
      filters={
        <FilterPanelButton
          active={invoiceFilterCount(search)}
          Panel={FiltersPanel}
          panelProps={{ search, onSearchChange }}
          fields={3}
        />
      }
      emptyState={
        filtered && !search.search ? (
          <EmptyState
            title="No invoices match these filters"
            action={
              <Button
                variant="outlined"
                onClick={() =>
                  onSearchChange({
                    state: undefined,
                    start_date: undefined,
                    end_date: undefined,
                    customer: undefined,
                    page: undefined,
                  })
                }
              >
                Clear filters
              </Button>
            }
          />
        ) : !filtered && !search.search ? (
          <EmptyState title="No invoices yet" description="Invoices you raise for customers appear here." />
        ) : undefined
      }
      summary={
        <>
          {making ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner label="Making the PDF" />
              <span className="[overflow-wrap:anywhere]">Making the PDF of {making.number}…</span>
            </p>
          ) : null}
          {totals.length > 0 ? (
            <dl className="flex flex-col items-end gap-1 text-sm" data-slot="invoice-totals">
              {totals.map(({ currency, due, balance }) => (
                <div key={currency} className="flex flex-wrap justify-end gap-x-2 gap-y-1" data-currency={currency}>
                  <dt className="text-muted-foreground">Amount due on this page in {currency}</dt>
                  <dd className="mr-4 font-semibold tabular-nums">{formatMoney(due, currency)}</dd>
                  <dt className="text-muted-foreground">Balance in {currency}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(balance, currency)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
      }
    >
      {sale.dialogs}
    </ResourceListPage>
  );
}
