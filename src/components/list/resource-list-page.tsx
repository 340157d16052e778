import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { PageLayout } from '@/components/layout/page-layout';
import { Button } from '@/components/ui/button';
import { DataTable, type RowAction, type RowLink } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { useCan, type Resource } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { tabOf, type ListSearchProps } from '@/lib/list-search';
import { capitalize, countOf, noPermission, type Noun } from '@/lib/text';
import { ActiveRemovedTabs } from './active-removed-tabs';
import type { ListColumn } from './list-table';
import { SearchBox } from './search-box';
import type { ListView } from './use-list';

export type { ListColumn, RowLink };

export interface ResourceListPageProps<TRow> extends ListSearchProps {
  /** The page's h1 ('Customers'). */
  title: string;
  description?: ReactNode;
  /** The permission resource (create button, empty-state action). */
  resource: Resource;
  noun: Noun;
  columns: readonly ListColumn<TRow>[];
  list: ListView<TRow>;
  getRowId: (row: TRow) => string;
  /** Name of a row for its actions button ('Actions for <name>'). */
  rowLabel?: (row: TRow) => string;
  rowActions?: (row: TRow) => RowAction[];
  /** The row's record page: the title links there, and the whole card (phone) or row (wide) opens it. */
  rowLink?: (row: TRow) => RowLink;
  /** Resources with `active` have Active and Removed lists (D6); tags don't. Default true. */
  tabs?: boolean;
  /** Opens the create dialog; the button shows only with the create permission. */
  onCreate?: () => void;
  /** Default 'Add <noun>'. */
  createLabel?: string;
  /** More header buttons (import, export). */
  actions?: ReactNode;
  /** More filters beside the search (a date range). */
  filters?: ReactNode;
  /** Shown under the table (totals of the rows in view). */
  summary?: ReactNode;
  /** Replaces the empty state while `filters` narrow the list (default: the search/tab ones). */
  emptyState?: ReactNode;
  /** Dialogs of the page (form, view, remove, delete). */
  children?: ReactNode;
}

/**
 * A resource's list page: heading with the count and the create button (by permission),
 * Active/Removed tabs, a debounced search kept in the URL, and the table with its loading,
 * empty (with the create action), error (with Retry) and paged states and row actions.
 */
export function ResourceListPage<TRow>({
  title,
  description,
  resource,
  noun,
  columns,
  list,
  getRowId,
  rowLabel,
  rowActions,
  rowLink,
  tabs = true,
  onCreate,
  createLabel,
  actions,
  filters,
  summary,
  emptyState: emptyOverride,
  search,
  onSearchChange,
  children,
}: ResourceListPageProps<TRow>) {
  const canCreate = useCan(resource, 'create');
  const tab = tabOf(search);
  const addLabel = createLabel ?? `Add ${noun.one}`;
  const createButton =
    onCreate && canCreate ? (
      <Button onClick={onCreate}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    ) : null;

  const header = (
    <>
      {actions}
      {createButton}
      {onCreate && !canCreate ? <p className="text-sm text-muted-foreground">{noPermission('create', noun)}</p> : null}
    </>
  );

  const countText =
    list.status === 'ready'
      ? search.search
        ? `${countOf(list.total, noun)} found`
        : tab === 'removed'
          ? `${countOf(list.total, noun)} removed`
          : countOf(list.total, noun)
      : null;

  const emptyState = (() => {
    if (emptyOverride) return emptyOverride;
    if (search.search) {
      return (
        <EmptyState
          title={
            <span className="break-words">
              No {noun.many} match “{search.search}”
            </span>
          }
          description="Check the spelling or search for something else."
          action={
            <Button variant="outlined" onClick={() => onSearchChange({ search: undefined, page: undefined })}>
              Clear search
            </Button>
          }
        />
      );
    }
    if (list.total > 0 && list.page > 1) {
      return (
        <EmptyState
          title={`Nothing on page ${list.page}`}
          action={
            <Button variant="outlined" onClick={() => onSearchChange({ page: undefined })}>
              Go to the first page
            </Button>
          }
        />
      );
    }
    if (tab === 'removed') {
      return (
        <EmptyState
          title={`No removed ${noun.many}`}
          description={`${capitalize(noun.many)} you remove appear here, and can be restored.`}
        />
      );
    }
    return (
      <EmptyState
        title={`No ${noun.many} yet`}
        description={canCreate ? `Add your first ${noun.one} to see it here.` : undefined}
        action={createButton}
      />
    );
  })();

  const content = (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox
          label={`Search ${noun.many}`}
          value={search.search}
          onChange={(next) => onSearchChange({ search: next, page: undefined })}
        />
        {filters}
        <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="list-count">
          {countText}
        </p>
      </div>
      <DataTable
        caption={tab === 'removed' ? `Removed ${noun.many}` : capitalize(noun.many)}
        columns={columns}
        data={list.rows}
        state={list.status}
        error={list.error}
        onRetry={list.retry}
        emptyState={emptyState}
        getRowId={(row) => getRowId(row)}
        rowLabel={rowLabel}
        rowActions={rowActions}
        rowLink={rowLink}
        pagination={{
          page: list.page,
          pageSize: list.pageSize,
          total: list.total,
          onPageChange: (page) => onSearchChange({ page: page <= 1 ? undefined : page }),
        }}
        className={cn(list.isRefreshing && 'opacity-70 transition-opacity')}
      />
      {summary}
    </div>
  );

  return (
    <PageLayout title={title} description={description} actions={header}>
      {tabs ? (
        <ActiveRemovedTabs
          listLabel={`${capitalize(noun.one)} lists`}
          value={tab}
          onValueChange={(next) => onSearchChange({ tab: next === 'active' ? undefined : next, page: undefined })}
        >
          {content}
        </ActiveRemovedTabs>
      ) : (
        content
      )}
      {children}
    </PageLayout>
  );
}
