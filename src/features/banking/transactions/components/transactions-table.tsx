import { lazy, Suspense, useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { fromEnvelope } from '@/lib/paging';
import type { AccountEntry } from '../../utils/accounts';
import type { Transaction, TransactionPage } from '../records.queries';
import { TRANSFER_STATUS } from '@/lib/statuses/banking';

const TransactionDialog = lazy(() => import('./transaction-dialog').then((m) => ({ default: m.TransactionDialog })));

export interface TransactionsTableProps {
  entry: AccountEntry;
  query: UseQueryResult<TransactionPage, unknown>;
  /** The page asked for in the URL. */
  page: number | undefined;
  onPageChange: (page: number) => void;
  filtered: boolean;
}

/** The account's transactions, a page at a time, each with its detail and receipt (from the row's menu). */
export function TransactionsTable({ entry, query, page: asked, onPageChange, filtered }: TransactionsTableProps) {
  const [open, setOpen] = useState<Transaction | null>(null);
  const columns = useMemo<ListColumn<Transaction>[]>(
    () => [
      {
        id: 'party',
        header: 'Details',
        cell: (t) => t.counterparty_name || t.narration || t.reference,
        card: 'title',
      },
      { id: 'narration', header: 'Narration', cell: (t) => t.narration || '—' },
      { id: 'date', header: 'Date', cell: (t) => formatDateTime(t.created_at) },
      { id: 'reference', header: 'Reference', cell: (t) => t.reference, card: 'hidden' },
      { id: 'status', header: 'Status', cell: (t) => <StatusBadge vocabulary={TRANSFER_STATUS} status={t.status} /> },
      {
        id: 'amount',
        header: 'Amount',
        align: 'right',
        className: 'tabular-nums',
        cell: (t) => (
          <span className={t.type === 'credit' ? 'font-semibold text-success-soft-foreground' : 'font-semibold'}>
            {t.type === 'credit' ? '+' : '−'}
            {formatMoney(t.amount, t.currency)}
          </span>
        ),
      },
    ],
    [],
  );

  const page = query.data ? fromEnvelope(query.data, asked) : undefined;
  return (
    <>
      <ListTable
        caption="Transactions"
        rows={page?.rows}
        columns={columns}
        emptyTitle={filtered ? 'No transactions match' : 'No transactions yet'}
        emptyDescription={filtered ? 'Change or clear the filters.' : 'Money in and out of this account shows here.'}
        getRowId={(t) => String(t.id)}
        {...tableStateOf(query)}
        paging={page ? { page: page.page, pageSize: page.pageSize, total: page.total, onPageChange } : undefined}
        rowActions={(t) => [{ label: 'View details and receipt', onSelect: () => setOpen(t) }]}
        rowLabel={(t) => `${t.reference} ${t.counterparty_name}`}
      />
      {open ? (
        <Suspense fallback={null}>
          <TransactionDialog transaction={open} account={entry.account} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
