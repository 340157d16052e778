import { Suspense } from 'react';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { useServerList } from '@/components/list/use-list';
import { EmptyState } from '@/components/ui/empty-state';
import type { BusinessSchemas } from '@/api/types';
import { useBusinessContext } from '@/features/business';
import { lazyWithPreload } from '@/lib/lazy';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { noPermission, orDash } from '@/lib/text';
import { payrollHistoryQuery, useDeletePayrollHistory } from '../api/payroll-history.queries';
import { DateRangeFilter } from '../history/date-range-filter';
import { MonthlyTotals } from '../history/monthly-totals';
import {
  payrollHistoryFiltersOf,
  payrollHistoryParamsOf,
  type PayrollHistorySearch,
  type PayrollHistorySearchPatch,
} from '../history/search';
import { staffName } from '../history/staff-name';
import { useDialogsHost } from '@/components/ui/use-dialogs-host';

// Edit and Delete for good load once the page has settled or when one first opens (issue 21).
const HistoryDialogs = lazyWithPreload(() => import('../history/history-dialogs').then((m) => m.HistoryDialogs));

type Payment = BusinessSchemas['PayrollHistory'];

const NOUN = { one: 'payment', many: 'payments' };

const COLUMNS: ListColumn<Payment>[] = [
  { id: 'staff', header: 'Staff', cell: (row) => <span className="[overflow-wrap:anywhere]">{staffName(row.staff)}</span> },
  { id: 'date', header: 'Date', card: 'subtitle', className: 'whitespace-nowrap', cell: (row) => formatDate(row.date) },
  {
    id: 'description',
    header: 'Description',
    card: 'hidden',
    cell: (row) => <span className="[overflow-wrap:anywhere] whitespace-pre-wrap">{orDash(row.description)}</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    card: 'amount',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.amount, row.currency),
  },
];

/** What a payment is called in its dialogs: 'Tunde Bakare, 25 Oct 2026'. */
const paymentName = (row: Payment) => `${staffName(row.staff)}, ${formatDate(row.date)}`;

export interface PayrollHistoryPageProps {
  search: PayrollHistorySearch;
  onSearchChange: (patch: PayrollHistorySearchPatch) => void;
}

/**
 * The payroll history page (issue 14, item 3): payments at the chosen location, searched (staff
 * name, description), between two payment dates and paged on the server; the totals per month of
 * the whole range in the business currency; a payment edited (amount, date, description) or
 * deleted for good (asked twice), as the member's Payroll History permissions allow.
 */
export function PayrollHistoryPage({ search, onSearchChange }: PayrollHistoryPageProps) {
  const { businessId, location } = useBusinessContext();
  const scope = { businessId, location };
  const dialogs = useListDialogs<Payment>();
  const canEdit = useCan('payrollHistory', 'edit');
  const canRemove = useCan('payrollHistory', 'remove');
  const remove = useDeletePayrollHistory();
  const filters = payrollHistoryFiltersOf(search);
  const list = useServerList(payrollHistoryQuery(scope, payrollHistoryParamsOf(search)), {
    page: search.page,
    group: `${filters.search ?? ''}|${filters.start_date ?? ''}|${filters.end_date ?? ''}`,
  });
  const dated = Boolean(search.start_date || search.end_date);
  const host = useDialogsHost(dialogs.kind !== null);

  return (
    <ResourceListPage
      title="Payroll history"
      description="Payroll payments made: search them, pick a period, correct or delete one."
      resource="payrollHistory"
      noun={NOUN}
      tabs={false}
      columns={COLUMNS}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(row) => String(row.id)}
      rowLabel={paymentName}
      filters={<DateRangeFilter search={search} onSearchChange={onSearchChange} />}
      emptyState={
        dated && !search.search ? (
          <EmptyState title="No payments between these dates" description="Pick another period, or clear the dates." />
        ) : !search.search ? (
          <EmptyState title="No payroll payments yet" description="Payments you record from the payroll appear here." />
        ) : undefined
      }
      summary={<MonthlyTotals scope={scope} filters={filters} />}
      rowActions={(row) => [
        {
          label: 'Edit',
          onSelect: () => dialogs.open('edit', row),
          disabled: !canEdit,
          disabledReason: canEdit ? undefined : noPermission('edit', NOUN),
        },
        {
          label: 'Delete for good',
          onSelect: () => dialogs.open('delete', row),
          disabled: !canRemove,
          disabledReason: canRemove ? undefined : noPermission('remove', NOUN),
          variant: 'danger',
        },
      ]}
    >
      {host.mounted ? (
        <LoadBoundary key={host.key} fallback={null}>
          <Suspense fallback={null}>
            <HistoryDialogs
              dialogs={dialogs}
              nameOf={paymentName}
              onDelete={async (row) => {
                await remove.mutateAsync({ scope, id: row.id });
              }}
            />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </ResourceListPage>
  );
}
