/**
 * One marketplace list: optional search box and filters, the count, the table (loading, empty,
 * error with Retry, server paging, rows opening their record page) and what goes under it.
 */
import type { ReactNode } from 'react';
import { SearchBox } from '@/components/list/search-box';
import type { ListColumn } from '@/components/list/list-table';
import type { ListView } from '@/components/list/use-list';
import { DataTable, type RowLink } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/utils';
import { capitalize, countOf, type Noun } from '@/lib/text';

export interface MarketListProps<TRow> {
  noun: Noun;
  columns: readonly ListColumn<TRow>[];
  list: ListView<TRow>;
  getRowId: (row: TRow) => string;
  rowLink?: (row: TRow) => RowLink;
  /** The search box, when the list is searched. */
  search?: { value: string | undefined; onChange: (value: string | undefined) => void };
  filters?: ReactNode;
  /** Shown instead of the failure's own message (the spec's wording for some lists). */
  errorMessage?: string;
  emptyTitle: string;
  emptyDescription?: string;
  onPageChange: (page: number | undefined) => void;
  summary?: ReactNode;
}

export function MarketList<TRow>({
  noun,
  columns,
  list,
  getRowId,
  rowLink,
  search,
  filters,
  errorMessage,
  emptyTitle,
  emptyDescription,
  onPageChange,
  summary,
}: MarketListProps<TRow>) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {search ? <SearchBox label={`Search ${noun.many}`} value={search.value} onChange={search.onChange} /> : null}
        {filters}
        <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="list-count">
          {list.status === 'ready' ? countOf(list.total, noun) : null}
        </p>
      </div>
      <DataTable
        caption={capitalize(noun.many)}
        columns={columns}
        data={list.rows}
        state={list.status}
        error={list.status === 'error' ? (errorMessage ?? list.error) : null}
        onRetry={list.retry}
        emptyState={<EmptyState title={emptyTitle} description={emptyDescription} />}
        getRowId={getRowId}
        rowLink={rowLink}
        pagination={{
          page: list.page,
          pageSize: list.pageSize,
          total: list.total,
          onPageChange: (page) => onPageChange(page <= 1 ? undefined : page),
        }}
        className={cn(list.isRefreshing && 'opacity-70 transition-opacity')}
      />
      {list.status === 'ready' ? summary : null}
    </div>
  );
}
