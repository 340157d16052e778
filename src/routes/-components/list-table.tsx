/**
 * Route-local building blocks of the list pages this issue adds for areas whose screens come in
 * later issues: each shows its area's main list call with loading (the route's pending state),
 * error with Retry (the route's error state) and empty states.
 */
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMoney } from '@/lib/money';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right';
}

export function columns<T>(list: Column<T>[]): ColumnDef<T>[] {
  return list.map((column) => ({
    id: column.id,
    header: column.header,
    cell: ({ row }) => column.cell(row.original),
    enableSorting: false,
    meta: { align: column.align ?? 'left' },
  }));
}

export interface ListTableProps<T> {
  caption: string;
  rows: T[];
  columns: Column<T>[];
  emptyTitle: string;
  emptyDescription?: string;
  getRowId?: (row: T) => string;
  /** Server paging: the current page and whether there are more. */
  paging?: { page: number; count: number; pageSize: number; hasNext: boolean; onPageChange: (page: number) => void };
}

export function ListTable<T>({
  caption,
  rows,
  columns: list,
  emptyTitle,
  emptyDescription,
  getRowId,
  paging,
}: ListTableProps<T>) {
  return (
    <DataTable
      caption={caption}
      columns={columns(list)}
      data={rows}
      getRowId={getRowId ? (row) => getRowId(row) : undefined}
      emptyState={<EmptyState title={emptyTitle} description={emptyDescription} level={2} />}
      pagination={
        paging
          ? {
              page: paging.page,
              pageSize: paging.pageSize,
              pageCount: paging.hasNext
                ? Math.max(paging.page + 1, Math.ceil(paging.count / Math.max(1, paging.pageSize)))
                : paging.page,
              onPageChange: paging.onPageChange,
            }
          : undefined
      }
    />
  );
}

/** ListTable's paging for a server page (`count`, `next`, `results`) at `page`. */
export function serverPaging(
  data: { count: number; next: string | null; results: unknown[] },
  page: number | undefined,
  onPageChange: (page: number) => void,
): NonNullable<ListTableProps<unknown>['paging']> {
  return { page: page ?? 1, count: data.count, pageSize: data.results.length, hasNext: data.next !== null, onPageChange };
}

/** A decimal-string amount in its currency. */
export function money(amount: string, currency: string): string {
  return formatMoney(amount, currency);
}

const DATE = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A year-month-day or date-time as a readable date. */
export function dateText(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return DATE.format(date);
}

/** Underscored server words as text: 'partially_paid' -> 'Partially paid'. */
export function words(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
