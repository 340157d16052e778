import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RowAction } from '@/components/ui/data-table';
import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle, useDeleteForever } from '@/components/list/row-changes';
import { DeleteForeverDialog, RemoveDialog } from '@/components/ui/lazy-dialogs';
import { useBrowserList } from '@/components/list/use-browser-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { type ListSearchProps, tabOf } from '@/lib/list-search';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { noPermission, type Noun } from '@/lib/text';
import { payroll as payrollResource, payrollQuery, type Payroll } from '../api/payroll.queries';
import { isPaidThisMonth, totalsByCurrency, unpaidThisMonth } from '../utils/pay-month';

// The dialogs load when first opened: the page's first load carries the list only.
const PayrollFormModal = lazy(() => import('./payroll-form-modal').then((m) => ({ default: m.PayrollFormModal })));
const PayPayrollDialog = lazy(() => import('./pay-payroll-dialog').then((m) => ({ default: m.PayPayrollDialog })));
const PayAllDialog = lazy(() => import('./pay-all-dialog').then((m) => ({ default: m.PayAllDialog })));

const NOUN: Noun = { one: 'payroll entry', many: 'payroll entries' };
const PAYMENT_NOUN: Noun = { one: 'payroll payment', many: 'payroll payments' };

const nameOf = (row: Payroll) => `${row.staff.first_name} ${row.staff.last_name}`;

/**
 * The payroll page: each staff member's monthly pay at the chosen location (the whole list,
 * searched, split into active and removed and paged in the browser, D6), with what has been paid
 * this month and this year (designed fields computed by the server). Add and edit in a modal,
 * remove/restore (Undo in the toast), delete for good (refused while payments refer to it), Pay
 * from a row's menu and Pay all for this month.
 */
export function PayrollPage({ search, onSearchChange }: ListSearchProps) {
  const { businessId, location, business } = useBusinessContext();
  const scope = { businessId, location };
  const tab = tabOf(search);
  const options = payrollQuery(scope);
  const list = useBrowserList(options, {
    search: search.search,
    page: search.page,
    group: tab,
    searchIn: (row) => [nameOf(row), row.description],
    filter: (row) => row.active === (tab === 'active'),
  });
  const whole = useQuery({ ...options, meta: { silent: true } });
  const dialogs = useListDialogs<Payroll>();
  const [paying, setPaying] = useState<Payroll | null>(null);
  const [payingAll, setPayingAll] = useState(false);
  const allowed = { edit: useCan('payroll', 'edit'), remove: useCan('payroll', 'remove') };
  const canPay = useCan('payrollHistory', 'create');
  const toggle = useActiveToggle<Payroll, unknown>({ resource: payrollResource, scope, nameOf });
  const forever = useDeleteForever<Payroll, unknown>({ resource: payrollResource, scope, nameOf });
  const showLocation = location === undefined && business.locations.length > 1;
  const locationName = (id: number) => business.locations.find((item) => item.id === id)?.name ?? `Location ${id}`;

  const columns: ListColumn<Payroll>[] = [
    { id: 'staff', header: 'Staff member', card: 'title', cell: (row) => <span className="font-medium">{nameOf(row)}</span> },
    ...(showLocation
      ? [{ id: 'location', header: 'Paid from', card: 'hidden' as const, cell: (row: Payroll) => locationName(row.location) }]
      : []),
    { id: 'description', header: 'Description', card: 'hidden', cell: (row) => row.description ?? '—' },
    {
      id: 'paid_this_month',
      header: 'Paid this month',
      // On a phone's card the status badge says whether this month is paid; the line keeps the year.
      card: 'hidden',
      className: 'tabular-nums whitespace-nowrap',
      cell: (row) => <span data-slot="paid-this-month">{formatMoney(row.paid_this_month, row.currency)}</span>,
    },
    {
      id: 'paid_this_year',
      header: 'Paid this year',
      card: 'subtitle',
      className: 'tabular-nums whitespace-nowrap',
      cell: (row) => (
        <span data-slot="paid-this-year">
          <span className="sm:hidden">This year </span>
          {formatMoney(row.paid_this_year, row.currency)}
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Monthly pay',
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      cell: (row) => formatMoney(row.amount, row.currency),
    },
    ...(tab === 'active'
      ? [
          {
            id: 'status',
            header: 'This month',
            card: 'status' as const,
            cell: (row: Payroll) => <PaidBadge paid={isPaidThisMonth(row)} />,
          },
        ]
      : []),
  ];

  function rowActions(row: Payroll): RowAction[] {
    const pay: RowAction[] =
      tab === 'active'
        ? [
            {
              label: 'Pay',
              onSelect: () => setPaying(row),
              disabled: !canPay,
              disabledReason: canPay ? undefined : noPermission('create', PAYMENT_NOUN),
            },
          ]
        : [];
    return [
      ...pay,
      ...standardRowActions(row, {
        tab,
        noun: NOUN,
        allowed,
        onEdit: (item) => dialogs.open('edit', item),
        onRemove: (item) => dialogs.open('remove', item),
        onRestore: (item) => void toggle.restore(item),
        onDelete: (item) => dialogs.open('delete', item),
      }),
    ];
  }

  const rows = whole.data ?? [];
  const toPay = unpaidThisMonth(rows);
  const active = rows.filter((row) => row.active);

  return (
    <ResourceListPage
      title="Payroll"
      description="What each staff member is paid every month, and what has been paid this month and this year."
      resource="payroll"
      noun={NOUN}
      columns={columns}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={nameOf}
      rowActions={rowActions}
      onCreate={() => dialogs.open('create')}
      createLabel="Add payroll"
      actions={
        canPay && active.length > 0 ? (
          <Button variant="outlined" onClick={() => setPayingAll(true)}>
            <HandCoins aria-hidden="true" />
            Pay all{toPay.length > 0 ? ` (${toPay.length})` : ''}
          </Button>
        ) : null
      }
      summary={
        list.status === 'ready' && tab === 'active' && active.length > 0 ? (
          <PayrollTotals rows={active} currency={business.currency} />
        ) : null
      }
      search={search}
      onSearchChange={onSearchChange}
    >
      {dialogs.kind === 'create' || dialogs.kind === 'edit' ? (
        <Suspense fallback={null}>
          <PayrollFormModal
            open
            onOpenChange={(open) => (open ? undefined : dialogs.close())}
            payroll={dialogs.kind === 'edit' ? dialogs.row : undefined}
          />
        </Suspense>
      ) : null}
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={nameOf} onConfirm={toggle.remove} />
      <DeleteForeverDialog
        {...dialogs.propsFor('delete')}
        nameOf={nameOf}
        onConfirm={forever.destroy}
        consequence="This cannot be undone. An entry with payments can't be deleted: keep it removed instead."
      />
      <Suspense fallback={null}>
        {paying ? <PayPayrollDialog payroll={paying} open onOpenChange={(open) => (open ? undefined : setPaying(null))} /> : null}
        {payingAll ? <PayAllDialog payrolls={rows} onOpenChange={(open) => setPayingAll(open)} /> : null}
      </Suspense>
    </ResourceListPage>
  );
}

function PaidBadge({ paid }: { paid: boolean }) {
  return (
    <span
      className={`inline-flex rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
        paid ? 'bg-success-soft text-success-soft-foreground' : 'bg-muted text-muted-foreground'
      }`}
      data-slot="paid-badge"
    >
      {paid ? 'Paid' : 'Not paid'}
    </span>
  );
}

/** Monthly pay and what has been paid this month, of every active entry, per currency. */
function PayrollTotals({ rows, currency }: { rows: readonly Payroll[]; currency: string }) {
  const monthly = totalsByCurrency(rows, currency);
  const paid = totalsByCurrency(
    rows.map((row) => ({ amount: row.paid_this_month, currency: row.currency })),
    currency,
  );
  return (
    <section
      aria-label="Totals"
      className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 rounded-lg border bg-muted/40 px-4 py-3 text-sm"
    >
      <p>
        <span className="text-muted-foreground">Monthly payroll </span>
        <strong className="tabular-nums">{monthly.map((item) => formatMoney(item.total, item.currency)).join(' + ')}</strong>
      </p>
      <p>
        <span className="text-muted-foreground">Paid this month </span>
        <strong className="tabular-nums" data-slot="paid-this-month-total">
          {paid.map((item) => formatMoney(item.total, item.currency)).join(' + ')}
        </strong>
      </p>
    </section>
  );
}
