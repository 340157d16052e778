import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { formatDate } from '@/lib/dates';
import { useBusinessContext } from '@/features/business';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle } from '@/components/list/row-changes';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { useBrowserList } from '@/components/list/use-browser-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import { tabOf } from '@/lib/list-search';
import { type BrowserPageOptions, pageInBrowser } from '@/lib/browser-paging';
import { countOf, type Noun } from '@/lib/text';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { expenses, expensesQuery } from '../api/expenses.queries';
import type { Expense } from '../schemas/expense.schema';
import { inRange, isReversed, rangeText, totalsByCurrency, type DateRange, type ExpensesSearch } from '../utils/expense-range';
import { Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy';
import { useDialogsHost } from '@/components/ui/use-dialogs-host';

// Its dialogs (Radix Dialog, the form kit) load once the page has settled or when one opens, not
// with the page's first paint (decision 0036's addendum; issue 21: even the list of their chunks).
const ExpenseDialogs = lazyWithPreload(() => import('./expense-dialogs').then((m) => m.ExpenseDialogs));

const NOUN: Noun = { one: 'expense', many: 'expenses' };

export interface ExpensesPageProps {
  search: ExpensesSearch;
  onSearchChange: (patch: Partial<ExpensesSearch>) => void;
}

/**
 * Expenses at the chosen location: the whole list searched, filtered by date and paged in the
 * browser (D6), Active/Removed, record and edit, remove and restore (PATCH), and the totals per
 * currency of the expenses in view.
 */
export function ExpensesPage({ search, onSearchChange }: ExpensesPageProps) {
  const { businessId, location, business } = useBusinessContext();
  const scope = { businessId, location };
  const tab = tabOf(search);
  const range: DateRange = { from: search.from, to: search.to };
  const allowed = { edit: useCan('expense', 'edit'), remove: useCan('expense', 'remove') };
  const options = expensesQuery(scope, tab === 'active');
  const browse: Omit<BrowserPageOptions<Expense>, 'page'> = {
    search: search.search,
    searchIn: (row) => [row.name, row.category.name, row.description, row.amount],
    filter: (row) => inRange(row.expense_date, range),
  };
  const list = useBrowserList(options, { ...browse, search: search.search, page: search.page, group: tab });
  // Every expense the filters keep (all pages), for the totals: the same cache entry as the list.
  const whole = useQuery({ ...options, meta: { silent: true } });
  const inView = whole.data ? pageInBrowser(whole.data, { ...browse, pageSize: Number.MAX_SAFE_INTEGER }).rows : [];

  const dialogs = useListDialogs<Expense>();
  const host = useDialogsHost(dialogs.kind !== null);
  const nameOf = (row: Expense) => row.name;
  const toggle = useActiveToggle<Expense, unknown>({ resource: expenses, scope, nameOf });
  const locationName = (id: number) => business.locations.find((item) => item.id === id)?.name ?? `Location ${id}`;
  const showLocation = location === undefined && business.locations.length > 1;
  const navigate = useNavigate();
  const recordLink = (row: Expense) =>
    ({
      to: '/b/$businessId/expenses/$expenseId',
      params: { businessId, expenseId: String(row.id) },
      search: (prev: object) => prev,
    }) as const;

  const columns: ListColumn<Expense>[] = [
    { id: 'date', header: 'Date', card: 'subtitle', className: 'whitespace-nowrap', cell: (row) => formatDate(row.expense_date) },
    { id: 'name', header: 'Expense', card: 'title', cell: (row) => row.name },
    { id: 'category', header: 'Category', card: 'subtitle', cell: (row) => row.category.name },
    ...(showLocation
      ? [{ id: 'location', header: 'Location', card: 'hidden' as const, cell: (row: Expense) => locationName(row.location) }]
      : []),
    {
      id: 'amount',
      header: 'Amount',
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      cell: (row) => formatMoney(row.amount, row.currency),
    },
  ];

  const filtered = range.from !== undefined || range.to !== undefined;
  const clearDates = () => onSearchChange({ from: undefined, to: undefined, page: undefined });

  return (
    <ResourceListPage
      title="Expenses"
      description="Money spent running the business."
      resource="expense"
      noun={NOUN}
      columns={columns}
      list={list}
      getRowId={(row) => String(row.id)}
      rowLabel={nameOf}
      rowLink={recordLink}
      rowActions={(row) =>
        standardRowActions(row, {
          tab,
          noun: NOUN,
          allowed,
          onView: (expense) => void navigate(recordLink(expense)),
          onEdit: (expense) => dialogs.open('edit', expense),
          onRemove: (expense) => dialogs.open('remove', expense),
          onRestore: (expense) => void toggle.restore(expense),
        })
      }
      onCreate={() => dialogs.open('create')}
      createLabel="Record expense"
      filters={<DateRangeFilter range={range} onChange={(next) => onSearchChange({ ...next, page: undefined })} />}
      emptyState={
        filtered && !search.search ? (
          <EmptyState
            title={
              isReversed(range)
                ? 'The dates are the wrong way round'
                : `No ${tab === 'removed' ? 'removed ' : ''}expenses ${rangeText(range)}`
            }
            description={isReversed(range) ? '“From” must be on or before “To”.' : 'Choose other dates to see more.'}
            action={
              <Button variant="outlined" onClick={clearDates}>
                Clear dates
              </Button>
            }
          />
        ) : undefined
      }
      summary={
        list.status === 'ready' && inView.length > 0 ? (
          <ExpenseTotals rows={inView} currency={business.currency} range={range} removed={tab === 'removed'} />
        ) : null
      }
      search={search}
      onSearchChange={onSearchChange}
    >
      {host.mounted ? (
        <LoadBoundary key={host.key} fallback={null}>
          <Suspense fallback={null}>
            <ExpenseDialogs dialogs={dialogs} nameOf={nameOf} onRemove={toggle.remove} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </ResourceListPage>
  );
}

function DateRangeFilter({ range, onChange }: { range: DateRange; onChange: (next: DateRange) => void }) {
  return (
    <div role="group" aria-label="Expense dates" className="flex flex-wrap items-end gap-2">
      <Field label="From" className="w-40">
        <DatePicker
          value={range.from ?? ''}
          max={range.to}
          onChange={(value) => onChange({ ...range, from: value || undefined })}
        />
      </Field>
      <Field label="To" className="w-40">
        <DatePicker
          value={range.to ?? ''}
          min={range.from}
          onChange={(value) => onChange({ ...range, to: value || undefined })}
        />
      </Field>
      {range.from || range.to ? (
        <Button variant="tertiary" size="sm" className="h-10" onClick={() => onChange({ from: undefined, to: undefined })}>
          Clear dates
        </Button>
      ) : null}
    </div>
  );
}

/** The totals per currency of the expenses the filters keep (every page), business currency first. */
function ExpenseTotals({
  rows,
  currency,
  range,
  removed,
}: {
  rows: readonly Expense[];
  currency: string;
  range: DateRange;
  removed: boolean;
}) {
  const totals = totalsByCurrency(rows, currency);
  const what = `${countOf(rows.length, NOUN)}${removed ? ' removed' : ''}${range.from || range.to ? ` ${rangeText(range)}` : ''}`;
  return (
    <section
      aria-label="Totals"
      className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 rounded-lg border bg-muted/40 px-4 py-3"
    >
      <p className="text-sm text-muted-foreground">Total of {what}</p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {totals.map((item) => (
          <li key={item.currency} className="text-base font-semibold tabular-nums" data-currency={item.currency}>
            {formatMoney(item.total, item.currency)}
          </li>
        ))}
      </ul>
    </section>
  );
}
