/**
 * The read-only list table every list shares: columns as `ListColumn`s (text only: React escapes
 * it), with the table's loading, error (with Retry), empty and paged states. `ResourceListPage`
 * builds on the same columns; pages without the full scaffold (areas whose screens come later)
 * use `ListTable` directly.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import {
  DataTable,
  type CardRole,
  type DataTableColumn,
  type DataTableState,
  type RowAction,
  type RowLink,
} from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { ListPage } from '@/lib/paging';

/**
 * A column of a list: its header and how a row shows in it (text only: React escapes it). A
 * DataTable column with a text header (it labels the column's amount in a phone card), so lists
 * pass their columns to DataTable as they are. Wide screens: text cells end in an ellipsis (full
 * text on hover and focus), money never wraps.
 */
export interface ListColumn<TRow> extends DataTableColumn<TRow> {
  header: string;
  cell: (row: TRow) => ReactNode;
  align?: 'left' | 'right';
  /**
   * Where the column shows in a row's card on a phone (below 640 px). Default: the first column is
   * the title, `align: 'right'` columns are amounts, a column with id 'status' is the status badge,
   * the rest join the secondary line (' · ', empty and '—' values left out).
   */
  card?: CardRole;
}

export type { CardRole, RowLink };

/**
 * A query's state as the table shows it (the route prefetches, the page renders at once: the
 * skeleton while loading, the error with Retry, then the rows; decision 0012).
 */
export function tableStateOf(query: UseQueryResult<unknown, unknown>): {
  state: DataTableState;
  error: string | null;
  onRetry: () => void;
} {
  const onRetry = () => void query.refetch();
  if (query.isPending) return { state: 'loading', error: null, onRetry };
  if (query.isError) return { state: 'error', error: toApiError(query.error).message, onRetry };
  return { state: 'ready', error: null, onRetry };
}

export interface ListTableProps<TRow> {
  caption: string;
  rows: readonly TRow[] | undefined;
  columns: readonly ListColumn<TRow>[];
  emptyTitle: string;
  emptyDescription?: string;
  getRowId?: (row: TRow) => string;
  /** 'loading' shows the skeleton, 'error' the message with Retry. Default 'ready'. */
  state?: DataTableState;
  error?: string | null;
  onRetry?: () => void;
  /** Server paging: the page on screen (`fromEnvelope`) and where to go. */
  paging?: Omit<ListPage<TRow>, 'rows'> & { onPageChange: (page: number) => void };
  /** What the user may do with a row (its actions menu), and the row's name for that menu. */
  rowActions?: (row: TRow) => RowAction[];
  rowLabel?: (row: TRow) => string;
  /** The row's record page: the title links there, and the whole card (phone) or row (wide) opens it. */
  rowLink?: (row: TRow) => RowLink;
}

export function ListTable<TRow>({
  caption,
  rows,
  columns,
  emptyTitle,
  emptyDescription,
  getRowId,
  state = 'ready',
  error,
  onRetry,
  paging,
  rowActions,
  rowLabel,
  rowLink,
}: ListTableProps<TRow>) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={rows ?? []}
      state={state}
      error={error}
      onRetry={onRetry}
      getRowId={getRowId ? (row) => getRowId(row) : undefined}
      rowActions={rowActions}
      rowLabel={rowLabel}
      rowLink={rowLink}
      emptyState={<EmptyState title={emptyTitle} description={emptyDescription} level={2} />}
      pagination={
        paging
          ? { page: paging.page, pageSize: paging.pageSize, total: paging.total, onPageChange: paging.onPageChange }
          : undefined
      }
    />
  );
}
