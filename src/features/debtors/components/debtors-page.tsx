import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { useBrowserList } from '@/components/list/use-browser-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { formatMoney, sumMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { pageInBrowser } from '@/lib/browser-paging';
import { noPermission } from '@/lib/text';
import { debtorsQuery, type Debtor } from '../api/debtors.queries';
import { DEBTOR_SORTS, type DebtorSort, type DebtorsSearch, type DebtorsSearchPatch } from '../search';
import { currenciesOf, debtorKey, sortDebtors } from '../utils/debtors';
import { LastReminded, OverdueBadge } from './debtor-badges';

const SendReminderDialog = lazy(() => import('./send-reminder-dialog').then((m) => ({ default: m.SendReminderDialog })));

const NOUN = { one: 'debtor', many: 'debtors' };

const SORT_LABELS: Record<DebtorSort, string> = {
  owed: 'Most owed',
  oldest: 'Oldest unpaid first',
  overdue: 'Most days overdue',
};

const COLUMNS: ListColumn<Debtor>[] = [
  { id: 'customer', header: 'Customer', cell: (row) => <span className="font-medium">{row.customer.name}</span> },
  { id: 'currency', header: 'Currency', card: 'hidden', cell: (row) => row.currency },
  {
    id: 'owed',
    header: 'Total owed',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.total_owed, row.currency),
  },
  {
    id: 'oldest',
    header: 'Oldest unpaid',
    card: 'subtitle',
    className: 'whitespace-nowrap',
    cell: (row) => (row.oldest_due_date ? `Due ${formatDate(row.oldest_due_date)}` : '—'),
  },
  { id: 'status', header: 'Overdue', cell: (row) => <OverdueBadge days={row.days_overdue} /> },
  { id: 'invoices', header: 'Open invoices', align: 'right', card: 'hidden', cell: (row) => row.invoices_count },
  {
    id: 'reminded',
    header: 'Last reminded',
    card: 'hidden',
    className: 'whitespace-nowrap',
    cell: (row) => <LastReminded at={row.last_reminded_at} />,
  },
];

export interface DebtorsPageProps {
  search: DebtorsSearch;
  onSearchChange: (patch: DebtorsSearchPatch) => void;
}

/**
 * The debtors page (issue 13, item 10): one row per customer and currency at the chosen location,
 * searched (customer name, email, phone), filtered by currency and sorted in the browser over the
 * whole list (D6); totals per currency, never added across. A row opens the debtor's page; a
 * member who may create for debtors sends reminders from the row's menu.
 */
export function DebtorsPage({ search, onSearchChange }: DebtorsPageProps) {
  const scope = useBusinessContext();
  const mayRemind = useCan('debtors', 'create');
  const [reminding, setReminding] = useState<Debtor | null>(null);
  const all = useQuery(debtorsQuery(scope));
  const currencies = useMemo(() => currenciesOf(all.data ?? []), [all.data]);
  const sort = search.sort;
  const options = useMemo(
    () => ({ ...debtorsQuery(scope), select: (rows: readonly Debtor[]) => sortDebtors(rows, sort) }),
    [scope, sort],
  );
  const browse = {
    search: search.search,
    searchIn: (row: Debtor) => [row.customer.name, row.customer.email, row.customer.phone_number],
    filter: search.currency ? (row: Debtor) => row.currency === search.currency : undefined,
  };
  // Every row the search and filter keep (not only this page): one total per currency, never added across.
  const kept = pageInBrowser(all.data ?? [], { ...browse, pageSize: Number.MAX_SAFE_INTEGER }).rows;
  const totals = currenciesOf(kept).map((currency) => ({
    currency,
    total: sumMoney(kept.filter((row) => row.currency === currency).map((row) => row.total_owed)),
  }));

  const list = useBrowserList(options, { ...browse, page: search.page, group: search.currency ?? '' });

  const recordLink = (row: Debtor) =>
    ({
      to: '/b/$businessId/debtors/$customerId',
      params: { businessId: scope.businessId, customerId: String(row.id) },
      search: (prev: { location?: number }) => ({ location: prev.location, currency: row.currency }),
    }) as const;

  return (
    <ResourceListPage
      title="Debtors"
      description="Customers who owe you money, one line per currency."
      resource="debtors"
      noun={NOUN}
      tabs={false}
      columns={COLUMNS}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={debtorKey}
      rowLabel={(row) => (currencies.length > 1 ? `${row.customer.name} (${row.currency})` : row.customer.name)}
      rowLink={recordLink}
      filters={
        <div className="flex flex-wrap items-end gap-3">
          <NativeSelect
            label="Currency"
            value={search.currency ?? ''}
            onChange={(event) => onSearchChange({ currency: event.target.value || undefined, page: undefined })}
          >
            <option value="">All currencies</option>
            {[...new Set([...currencies, ...(search.currency ? [search.currency] : [])])].map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label="Sort by"
            value={sort ?? 'owed'}
            onChange={(event) => {
              const next = event.target.value as DebtorSort;
              onSearchChange({ sort: next === 'owed' ? undefined : next, page: undefined });
            }}
          >
            {DEBTOR_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      }
      emptyState={
        search.currency && !search.search ? (
          <EmptyState
            title={`Nobody owes you in ${search.currency}`}
            action={
              <Button variant="outlined" onClick={() => onSearchChange({ currency: undefined, page: undefined })}>
                Show all currencies
              </Button>
            }
          />
        ) : !search.search && !search.currency ? (
          <EmptyState title="Nobody owes you money" description="Customers with unpaid invoices appear here." />
        ) : undefined
      }
      summary={
        list.status === 'ready' && totals.length > 0 ? (
          <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm" data-slot="debtor-totals">
            {totals.map(({ currency, total }) => (
              <div key={currency} className="flex gap-2" data-currency={currency}>
                <dt className="text-muted-foreground">Total owed in {currency}</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(total, currency)}</dd>
              </div>
            ))}
          </dl>
        ) : null
      }
      rowActions={(row) => [
        {
          label: 'Send reminder',
          onSelect: () => setReminding(row),
          disabled: !mayRemind,
          disabledReason: mayRemind ? undefined : noPermission('create', NOUN),
        },
      ]}
    >
      {reminding ? (
        <Suspense fallback={null}>
          <SendReminderDialog debtor={reminding} scope={scope} onOpenChange={(open) => (open ? undefined : setReminding(null))} />
        </Suspense>
      ) : null}
    </ResourceListPage>
  );
}
