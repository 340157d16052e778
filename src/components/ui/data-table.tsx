import { Fragment, Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, CircleAlert, EllipsisVertical } from 'lucide-react';
import { lazyWithPreload } from '@/lib/lazy';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { MenuButton } from './menu-button';
import { Skeleton } from './skeleton';

export type DataTableState = 'loading' | 'error' | 'ready';

export interface RowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** Why it is disabled; shown under the label so everyone can read it. */
  disabledReason?: string;
  variant?: 'default' | 'danger';
}

export interface DataTablePagination {
  /** Current page, 1-based. */
  page: number;
  pageSize: number;
  /** Total number of records (gives 'Showing 1–20 of 134'; without it, 'Page 1 of 1'). */
  total?: number;
  onPageChange: (page: number) => void;
}

/**
 * Where a column shows in a row's card on a phone: the title, the secondary line, the amount (right,
 * never cut), the status badge, or not at all.
 */
export type CardRole = 'title' | 'subtitle' | 'amount' | 'status' | 'hidden';

/**
 * A column of a DataTable: its header and how a row shows in it. Cells are called as plain
 * functions (never as components), so they hold no hooks; what they return is rendered by React
 * (text is escaped).
 */
export interface DataTableColumn<TRow> {
  /** Unique among the table's columns ('status' gives the status role by default). */
  id: string;
  /** The header cell; a string also labels the column's amount in a phone card. */
  header: ReactNode;
  /** The row's content in this column (`index` is the row's place in `data`). */
  cell: (row: TRow, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Extra classes for the body cells (e.g. 'tabular-nums'). */
  className?: string;
  /**
   * The column's place in a row's card (below 640 px). Default: the first column is the title,
   * right-aligned columns are amounts, a column with id 'status' is the status, the rest join the
   * secondary line.
   */
  card?: CardRole;
  /**
   * Wide screens: text cells keep a minimum width and end in an ellipsis (full text on hover and
   * focus) instead of breaking words. Default true for left-aligned columns; false keeps the cell
   * as it is (badges, buttons).
   */
  truncate?: boolean;
}

/** Where a row leads (its record's page): TanStack Router link options. */
export type RowLink = LinkOptions;

export interface DataTableProps<TData> {
  columns: readonly DataTableColumn<TData>[];
  data: readonly TData[];
  /** Describes the table for screen readers (visually hidden). */
  caption: string;
  state?: DataTableState;
  /** Message shown when `state` is 'error'. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when ready with no rows: usually an EmptyState with a create action. */
  emptyState?: ReactNode;
  getRowId?: (row: TData, index: number) => string;
  /** Name of a row for its actions button ('Actions for <name>'). Defaults to a `name` field. */
  rowLabel?: (row: TData) => string;
  rowActions?: (row: TData) => RowAction[];
  /**
   * The row's record page. The title becomes a link; on a phone the whole card opens it, on wide
   * screens a click anywhere on the row (except its controls) follows it.
   */
  rowLink?: (row: TData) => RowLink;
  /** Controlled paging (server side). */
  pagination?: DataTablePagination;
  /** Virtualise rows: 'auto' (default) when there are more than 100 rows. */
  virtualize?: boolean | 'auto';
  skeletonRows?: number;
  className?: string;
}

const VIRTUALIZE_THRESHOLD = 100;

/**
 * The virtualised body, loaded only when a table has that many rows (TanStack Virtual, about
 * 10 KB gzip, is not in a list's first load: server-paged lists show 20-50 rows). Until it is in,
 * the first rows render plainly.
 */
const VirtualRows = lazyWithPreload(() => import('./data-table-virtual').then((m) => m.VirtualRows));
const ROWS_WHILE_LOADING = 50;
/** Height of the scrolling area when virtualised, in px. */
const VIRTUAL_HEIGHT = 600;

const alignClass = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

const ACTIONS_ID = '__actions';

/** Each column's role in a card, defaults applied (the actions column has none). */
function cardRoles<TData>(columns: readonly DataTableColumn<TData>[]): Map<string, CardRole> {
  const roles = new Map<string, CardRole>();
  columns.forEach((column, index) => {
    const role: CardRole =
      column.card ??
      (index === 0 ? 'title' : column.align === 'right' ? 'amount' : column.id === 'status' ? 'status' : 'subtitle');
    roles.set(column.id, role);
  });
  return roles;
}

/** A row of the table: its record, its place in `data` and its React key. */
interface TableRow<TData> {
  original: TData;
  index: number;
  id: string;
}

function isBlank(value: ReactNode): boolean {
  if (value === null || value === undefined || value === false || value === true) return true;
  if (typeof value === 'string') return value.trim() === '' || value.trim() === '—';
  return false;
}

/** The plain text of a cell when it is text (for the `title` of a truncated cell). */
function textOf(value: ReactNode): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** Elements a click on a row must leave alone (they do their own thing). */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menuitem"], [role="checkbox"], [role="switch"]';

function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  const target = event.target as Element;
  if (target.closest(INTERACTIVE)) return;
  // Selecting text in a row is not a click on it.
  if (window.getSelection()?.toString()) return;
  const link = event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]');
  if (!link) return;
  link.dispatchEvent(
    new window.MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: event.button,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
    }),
  );
}

function RowTitleLink({ link, stretched, children }: { link: RowLink; stretched: boolean; children: ReactNode }) {
  return (
    <Link
      {...link}
      data-row-link=""
      className={cn(
        'rounded-sm font-medium text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        stretched && 'after:absolute after:inset-0 after:rounded-lg after:content-[""] focus-visible:outline-none',
      )}
    >
      {children}
    </Link>
  );
}

function defaultRowLabel(row: unknown, index: number): string {
  if (row && typeof row === 'object' && 'name' in row) {
    const name = row.name;
    if (typeof name === 'string' && name) return name;
  }
  return `row ${index + 1}`;
}

/**
 * The row's actions: a MenuButton, so Radix Menu and floating-ui load once the page has settled or
 * the button is first pointed at, focused or pressed, not on the list's first paint (decision 0036's
 * addendum). Non-modal, as before: the list keeps scrolling while it is open.
 */
function RowActionsMenu({ label, actions, large = false }: { label: string; actions: RowAction[]; large?: boolean }) {
  if (!actions.length) return null;
  return (
    <MenuButton
      modal={false}
      trigger={
        <Button
          variant="tertiary"
          size="icon"
          className={cn('text-muted-foreground', large ? 'relative z-10 size-11' : 'size-11 sm:size-8')}
          aria-label={`Actions for ${label}`}
        >
          <EllipsisVertical aria-hidden="true" />
        </Button>
      }
      entries={actions.map((action) => ({
        kind: 'item',
        key: action.label,
        variant: action.variant === 'danger' ? 'danger' : 'default',
        disabled: action.disabled,
        onSelect: action.onSelect,
        content:
          action.disabled && action.disabledReason ? (
            <span className="flex flex-col items-start gap-0.5">
              <span>{action.label}</span>
              <span className="text-xs text-muted-foreground">{action.disabledReason}</span>
            </span>
          ) : (
            <span>{action.label}</span>
          ),
      }))}
    />
  );
}

/**
 * A table on the app's own column model (`DataTableColumn`): loading skeletons, error with Retry,
 * an empty state, server paging ('Showing 1–20 of 134'), a kebab menu of row actions, row links,
 * cards on a phone, and row virtualisation for long lists. Rows show in the order given (lists are
 * ordered by the server; no header sorts).
 */
export function DataTable<TData>({
  columns,
  data,
  caption,
  state = 'ready',
  error,
  onRetry,
  emptyState,
  getRowId,
  rowLabel,
  rowActions,
  rowLink,
  pagination,
  virtualize = 'auto',
  skeletonRows = 5,
  className,
}: DataTableProps<TData>) {
  const labelOf = (original: TData, index: number) => (rowLabel ? rowLabel(original) : defaultRowLabel(original, index));
  // The row actions' column: a menu element of one component type, so a re-render (a refetch, a
  // parent update) keeps an open menu open.
  const allColumns: readonly DataTableColumn<TData>[] = rowActions
    ? [
        ...columns,
        {
          id: ACTIONS_ID,
          header: <span className="sr-only">Actions</span>,
          align: 'right',
          className: 'w-12',
          cell: (original, index) => <RowActionsMenu label={labelOf(original, index)} actions={rowActions(original)} />,
        },
      ]
    : columns;

  const rows: TableRow<TData>[] = data.map((original, index) => ({
    original,
    index,
    id: getRowId ? getRowId(original, index) : String(index),
  }));
  const columnCount = allColumns.length;
  const roles = cardRoles(columns);
  const titleColumn = [...roles].find(([, role]) => role === 'title')?.[0];
  // Between the phone's cards and a wide screen (640–1023 px) the table keeps its title, first
  // secondary column, status and amounts: the other secondary columns wait for room, so the money
  // never ends up behind a sideways scroll.
  const secondary = [...roles].filter(([, role]) => role === 'subtitle').map(([id]) => id);
  const roomy = new Set(secondary.slice(1));
  const roomyClass = (columnId: string) => (roomy.has(columnId) ? 'hidden lg:table-cell' : undefined);
  const wide = useMediaQuery('(min-width: 640px)');
  const isVirtual =
    wide && state === 'ready' && (virtualize === true || (virtualize === 'auto' && rows.length > VIRTUALIZE_THRESHOLD));

  const scrollRef = useRef<HTMLDivElement>(null);

  function renderRow(row: TableRow<TData>, extra?: { index: number; measure: (el: Element | null) => void }) {
    const link = rowLink?.(row.original);
    return (
      <tr
        key={row.id}
        data-index={extra?.index}
        ref={extra?.measure}
        onClick={link ? followRowLink : undefined}
        className={cn('group/row border-b transition-colors last:border-b-0 hover:bg-muted/50', link && 'cursor-pointer')}
      >
        {allColumns.map((column) => {
          const align = column.align ?? 'left';
          const isActions = column.id === ACTIONS_ID;
          const truncate = !isActions && (column.truncate ?? (align === 'left' && roles.get(column.id) !== 'status'));
          const value = column.cell(row.original, row.index);
          let content: ReactNode = value;
          if (link && column.id === titleColumn)
            content = (
              <RowTitleLink link={link} stretched={false}>
                {content}
              </RowTitleLink>
            );
          if (truncate) {
            content = (
              // A grid around the truncating text: its minimum width is 0, not the whole text, so the
              // column can narrow to min-w-24 (ending in an ellipsis) before the table has to scroll.
              <div className="grid max-w-56 min-w-24 lg:max-w-xs">
                <div
                  data-slot="data-table-truncate"
                  className="truncate group-focus-within/row:whitespace-normal"
                  title={textOf(value)}
                >
                  {content}
                </div>
              </div>
            );
          }
          return (
            <td
              key={column.id}
              className={cn(
                'px-3 py-2.5 align-middle',
                roomyClass(column.id),
                alignClass[align],
                align === 'right' && !isActions && 'whitespace-nowrap tabular-nums',
                column.className,
              )}
            >
              {content}
            </td>
          );
        })}
      </tr>
    );
  }

  function renderCard(row: TableRow<TData>) {
    const link = rowLink?.(row.original);
    let title: ReactNode = null;
    const subtitle: ReactNode[] = [];
    const amounts: { id: string; header: string | undefined; value: ReactNode }[] = [];
    const statuses: ReactNode[] = [];
    for (const column of columns) {
      const role = roles.get(column.id);
      if (!role || role === 'hidden') continue;
      const value = column.cell(row.original, row.index);
      if (role === 'title') {
        title = value;
        continue;
      }
      if (isBlank(value)) continue;
      const header = column.header;
      if (role === 'subtitle') subtitle.push(<Fragment key={column.id}>{value}</Fragment>);
      else if (role === 'amount') amounts.push({ id: column.id, header: typeof header === 'string' ? header : undefined, value });
      else statuses.push(<Fragment key={column.id}>{value}</Fragment>);
    }
    const actions = rowActions?.(row.original) ?? [];
    const label = labelOf(row.original, row.index);
    return (
      <li
        key={row.id}
        data-slot="data-table-card"
        className={cn(
          'relative flex items-start gap-2 rounded-lg border bg-card p-3',
          link &&
            'transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-muted/50',
        )}
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium break-words">
              {link ? (
                <RowTitleLink link={link} stretched>
                  {title}
                </RowTitleLink>
              ) : (
                title
              )}
            </p>
            {amounts.length ? (
              <div className="flex shrink-0 flex-col items-end text-right font-medium whitespace-nowrap tabular-nums">
                {amounts.map((amount, index) => (
                  <span key={amount.id} data-money="" className={cn(index > 0 && 'text-sm font-normal text-muted-foreground')}>
                    {/* The first amount is the card's figure; the others say what they are. */}
                    {amount.header ? (
                      <span className={index > 0 ? undefined : 'sr-only'}>{`${amount.header}${index > 0 ? ' ' : ': '}`}</span>
                    ) : null}
                    {amount.value}
                  </span>
                ))}
              </div>
            ) : null}
          </div>
          {subtitle.length || statuses.length ? (
            <div className="flex min-w-0 items-center justify-between gap-2">
              <p className="min-w-0 truncate text-sm text-muted-foreground">
                {subtitle.map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <span aria-hidden="true"> · </span> : null}
                    {index > 0 ? <span className="sr-only">, </span> : null}
                    {part}
                  </Fragment>
                ))}
              </p>
              {statuses.length ? <div className="flex shrink-0 flex-wrap items-center gap-1">{statuses}</div> : null}
            </div>
          ) : null}
        </div>
        {actions.length ? (
          <div className="-my-1.5 -mr-1.5 shrink-0">
            <RowActionsMenu label={label} actions={actions} large />
          </div>
        ) : null}
      </li>
    );
  }

  const errorBlock = (
    <div role="alert" className="flex flex-col items-center gap-3 text-center">
      <CircleAlert aria-hidden="true" className="size-6 text-destructive" />
      <p className="text-sm font-medium">{error || 'Something went wrong while loading.'}</p>
      {onRetry ? (
        <Button variant="outlined" size="sm" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );

  let body: ReactNode;
  if (state === 'loading') {
    body = Array.from({ length: skeletonRows }, (_, r) => (
      <tr key={`skeleton-${r}`} data-slot="data-table-skeleton-row" className="border-b last:border-b-0">
        {allColumns.map((column) => (
          <td key={column.id} className={cn('px-3 py-3', roomyClass(column.id))}>
            <Skeleton className="h-4 w-full max-w-40" />
          </td>
        ))}
      </tr>
    ));
  } else if (state === 'error') {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-3 py-10">
          {errorBlock}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="p-0">
          {emptyState ?? <EmptyState title="Nothing here yet" level={3} />}
        </td>
      </tr>
    );
  } else if (isVirtual) {
    body = (
      <Suspense fallback={rows.slice(0, ROWS_WHILE_LOADING).map((row) => renderRow(row))}>
        <VirtualRows
          count={rows.length}
          columnCount={columnCount}
          scrollRef={scrollRef}
          estimateRowHeight={48}
          maxHeight={VIRTUAL_HEIGHT}
          renderRow={(index, measure) => {
            const row = rows[index];
            return row ? renderRow(row, { index, measure }) : null;
          }}
        />
      </Suspense>
    );
  } else {
    body = rows.map((row) => renderRow(row));
  }

  const page = pagination?.page ?? 1;
  const pageCount = pagination ? Math.max(1, Math.ceil((pagination.total ?? 0) / Math.max(1, pagination.pageSize))) : 1;
  const from = pagination && pagination.total !== undefined && pagination.total > 0 ? (page - 1) * pagination.pageSize + 1 : 0;
  const to = pagination && pagination.total !== undefined ? Math.min(page * pagination.pageSize, pagination.total) : 0;

  let cards: ReactNode = null;
  if (!wide) {
    if (state === 'loading') {
      cards = (
        <ul aria-label={caption} aria-busy="true" className="flex flex-col gap-2">
          {Array.from({ length: skeletonRows }, (_, r) => (
            <li
              key={`skeleton-${r}`}
              data-slot="data-table-skeleton-card"
              className="flex flex-col gap-2 rounded-lg border bg-card p-3"
            >
              <div className="flex justify-between gap-3">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-4 w-20" />
              </div>
              <Skeleton className="h-3 w-32" />
            </li>
          ))}
        </ul>
      );
    } else if (state === 'error') {
      cards = <div className="rounded-lg border bg-card px-3 py-10">{errorBlock}</div>;
    } else if (rows.length === 0) {
      cards = <div className="rounded-lg border bg-card">{emptyState ?? <EmptyState title="Nothing here yet" level={3} />}</div>;
    } else {
      cards = (
        <ul aria-label={caption} className="flex flex-col gap-2">
          {rows.map((row) => renderCard(row))}
        </ul>
      );
    }
  }

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-3', className)}>
      {!wide ? (
        cards
      ) : (
        <div
          ref={scrollRef}
          className={cn('relative w-full overflow-auto rounded-lg border bg-card')}
          style={isVirtual ? { maxHeight: VIRTUAL_HEIGHT } : undefined}
        >
          <table
            className="w-full caption-bottom border-collapse text-sm"
            aria-busy={state === 'loading' || undefined}
            aria-rowcount={isVirtual ? rows.length + 1 : undefined}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className={cn('bg-muted/60', isVirtual && 'sticky top-0 z-10 bg-muted')}>
              <tr className="border-b">
                {allColumns.map((column) => (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn(
                      'h-10 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                      roomyClass(column.id),
                      alignClass[column.align ?? 'left'],
                    )}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
      )}
      {state === 'loading' ? (
        <p role="status" className="sr-only">
          Loading {caption}
        </p>
      ) : null}
      {pagination && state === 'ready' && rows.length > 0 ? (
        <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <p className="text-muted-foreground" aria-live="polite">
            {pagination.total !== undefined ? `Showing ${from}–${to} of ${pagination.total}` : `Page ${page} of ${pageCount}`}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outlined"
              size="sm"
              aria-label="Previous page"
              disabled={page <= 1}
              onClick={() => pagination.onPageChange(page - 1)}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outlined"
              size="sm"
              aria-label="Next page"
              disabled={page >= pageCount}
              onClick={() => pagination.onPageChange(page + 1)}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
