import { Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FileText } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { SearchBox } from '@/components/list/search-box';
import { QueryContent } from '@/components/record/query-content';
import { Button, buttonVariants } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { TextInput } from '@/components/ui/text-input';
import { lazyWithPreload } from '@/lib/lazy';
import { compareMoney, currencySymbol } from '@/lib/money';
import { humanise } from '@/lib/text';
import type { AccountEntry, AccountKind } from '../../utils/accounts';
import { maskAccountNumber } from '../../utils/mask';
import { transactionSourceOf, useAccountEntry, useTransactionsPage } from '../records.queries';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type TransactionsSearch, type TransactionsSearchPatch } from '../search';
import { AmountFilter } from './amount-filter';
import { TableSkeleton } from './table-skeleton';

// The table (and its row menu and detail dialog) loads beside the page, fetched as soon as the
// page's code runs: on a phone it sits under the filters, off the first screen, and its rows come
// after the account and then the transactions answer, later than its code (issue 21's budget).
const TransactionsTable = lazyWithPreload(() => import('./transactions-table').then((m) => m.TransactionsTable));
void TransactionsTable.preload().catch(() => undefined);

export interface TransactionsPageProps {
  kind: AccountKind;
  id: number;
  search: TransactionsSearch;
  /** Merges a change into the URL (a filter change goes back to page 1). */
  onSearchChange: (patch: TransactionsSearchPatch) => void;
}

/** Every transaction of one account: filters kept in the URL, paged on the server, each with its detail and receipt. */
export function TransactionsPage({ kind, id, search, onSearchChange }: TransactionsPageProps) {
  const account = useAccountEntry(kind, id);
  return (
    <PageLayout
      title="Transactions"
      description={
        account.data
          ? `${account.data.account.account_name} · ${maskAccountNumber(account.data.account.account_number)}`
          : undefined
      }
      actions={
        <>
          <Link
            to="/banking/accounts/$kind/$accountId"
            params={{ kind, accountId: String(id) }}
            className={buttonVariants({ variant: 'outlined' })}
          >
            <ArrowLeft aria-hidden />
            Account
          </Link>
          <Link
            to="/banking/accounts/$kind/$accountId/statement"
            params={{ kind, accountId: String(id) }}
            className={buttonVariants({ variant: 'outlined' })}
          >
            <FileText aria-hidden />
            Statement
          </Link>
        </>
      }
    >
      <QueryContent query={account} label="the account">
        {(entry) => <TransactionsList entry={entry} search={search} onSearchChange={onSearchChange} />}
      </QueryContent>
    </PageLayout>
  );
}

const filtered = (search: TransactionsSearch) =>
  Boolean(
    search.search ||
    search.status ||
    search.type ||
    search.min_amount ||
    search.max_amount ||
    search.start_date ||
    search.end_date,
  );

function TransactionsList({
  entry,
  search,
  onSearchChange,
}: {
  entry: AccountEntry;
  search: TransactionsSearch;
  onSearchChange: (patch: TransactionsSearchPatch) => void;
}) {
  const currency = entry.account.currency;
  const query = useTransactionsPage(transactionSourceOf(entry), search);
  const change = (patch: TransactionsSearchPatch) => onSearchChange({ ...patch, page: undefined });
  const conflict =
    search.min_amount && search.max_amount && compareMoney(search.max_amount, search.min_amount) < 0
      ? 'The largest amount must not be below the smallest.'
      : undefined;
  const datesReversed =
    search.start_date && search.end_date && search.end_date < search.start_date
      ? 'The end date must not be before the start date.'
      : undefined;

  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Filters" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox
          className="sm:col-span-2"
          label="Search narration or reference"
          placeholder="Narration, reference or name"
          value={search.search}
          onChange={(value) => change({ search: value })}
        />
        <NativeSelect
          label="Status"
          value={search.status ?? ''}
          onChange={(e) => change({ status: (e.target.value || undefined) as TransactionsSearch['status'] })}
        >
          <option value="">Any status</option>
          {TRANSACTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {humanise(s)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          label="Money in or out"
          value={search.type ?? ''}
          onChange={(e) => change({ type: (e.target.value || undefined) as TransactionsSearch['type'] })}
        >
          <option value="">In and out</option>
          {TRANSACTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'credit' ? 'Money in' : 'Money out'}
            </option>
          ))}
        </NativeSelect>
        <AmountFilter
          key={`min-${search.min_amount ?? ''}`}
          label="Smallest amount"
          value={search.min_amount}
          currencySymbol={currencySymbol(currency)}
          onCommit={(v) => change({ min_amount: v })}
        />
        <AmountFilter
          key={`max-${search.max_amount ?? ''}`}
          label="Largest amount"
          value={search.max_amount}
          conflict={conflict}
          currencySymbol={currencySymbol(currency)}
          onCommit={(v) => change({ max_amount: v })}
        />
        <Field label="From">
          <TextInput
            type="date"
            value={search.start_date ?? ''}
            onChange={(e) => change({ start_date: e.target.value || undefined })}
          />
        </Field>
        <Field label="To" error={datesReversed}>
          <TextInput
            type="date"
            value={search.end_date ?? ''}
            onChange={(e) => change({ end_date: e.target.value || undefined })}
          />
        </Field>
      </section>
      {filtered(search) ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {/* The previous filters' rows stay while the new ones load, but never their count. */}
            {query.data && !query.isPlaceholderData
              ? `${query.data.count} matching transaction${query.data.count === 1 ? '' : 's'}`
              : 'Filtering…'}
          </p>
          <Button
            variant="tertiary"
            onClick={() =>
              onSearchChange({
                search: undefined,
                status: undefined,
                type: undefined,
                min_amount: undefined,
                max_amount: undefined,
                start_date: undefined,
                end_date: undefined,
                page: undefined,
              })
            }
          >
            Clear filters
          </Button>
        </div>
      ) : null}
      <Suspense fallback={<TableSkeleton caption="Transactions" />}>
        <TransactionsTable
          entry={entry}
          query={query}
          page={search.page}
          onPageChange={(p) => onSearchChange({ page: p })}
          filtered={filtered(search)}
        />
      </Suspense>
    </div>
  );
}
