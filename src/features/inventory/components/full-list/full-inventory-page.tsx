import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { CircleAlert, List } from 'lucide-react';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { PageLayout } from '@/components/layout/page-layout';
import { SearchBox } from '@/components/list/search-box';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useBusinessContext } from '@/features/business';
import { tabOf } from '@/lib/list-search';
import { useMediaQuery } from '@/lib/use-media-query';
import { countOf } from '@/lib/text';
import { fullInventoryQuery } from '../../api/inventory.queries';
import { activeFilterCount, FULL_LIST_SORTS, type FullListSort, type InventorySearchPatch } from '../../search';
import { indexItems, viewOf, warmSearch, type IndexedItem } from '../../utils/full-list';
import { InventoryFilterBar } from '../inventory-filter-bar';
import type { InventoryPageProps } from '../inventory-filters';
import { FullListGrid, MARKS, measureSince } from './full-list-grid';

export { preloadFullListVirtual } from './full-list-grid';

type InventoryItem = BusinessSchemas['InventoryItem'];

const NOUN = { one: 'item', many: 'items' };

const SORT_LABELS: Record<FullListSort, string> = {
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  quantity: 'Quantity, lowest first',
  '-quantity': 'Quantity, highest first',
  price: 'Selling price, lowest first',
  '-price': 'Selling price, highest first',
  worth: 'Stock worth, lowest first',
  '-worth': 'Stock worth, highest first',
};

const CLEARED: InventorySearchPatch = {
  search: undefined,
  type: undefined,
  published: undefined,
  low: undefined,
  tag: undefined,
};

/** Builds the entries' search text in idle moments, a slice at a time; returns a cancel. */
function whenIdle(entries: readonly IndexedItem[]): () => void {
  let done = 0;
  let handle: number | undefined;
  const idle = typeof window.requestIdleCallback === 'function';
  const step = (deadline?: IdleDeadline) => {
    const started = performance.now();
    done = warmSearch(entries, done, () => (deadline ? deadline.timeRemaining() < 2 : performance.now() - started > 8));
    if (done < entries.length) schedule();
  };
  const schedule = () => {
    handle = idle ? window.requestIdleCallback(step, { timeout: 2000 }) : window.setTimeout(step, 50);
  };
  schedule();
  return () => {
    if (handle === undefined) return;
    if (idle) window.cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}

/**
 * The full inventory list (issue 12, item 2; `?view=all`): every item in one call
 * (`page_size=9999`, kept in the query cache), searched, filtered and sorted in the browser with
 * the same URL state as the paged list, and drawn virtualised (`FullListGrid`).
 */
export function FullInventoryPage({ search, onSearchChange }: InventoryPageProps) {
  const scope = useBusinessContext();
  const tab = tabOf(search);
  const query = useQuery(fullInventoryQuery(scope, tab));
  const wide = useMediaQuery('(min-width: 640px)');
  const navigate = useNavigate();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const data = query.data;

  const indexed = useMemo(() => {
    if (!data) return null;
    performance.mark(MARKS.index);
    return indexItems(data.results);
  }, [data]);

  // The search text of every item is built while the page is idle, so the first search is quick too.
  useEffect(() => (indexed ? whenIdle(indexed) : undefined), [indexed]);

  const { search: text, type, published, low, tag, sort } = search;
  const rows = useMemo(() => {
    if (!indexed) return [];
    performance.mark(MARKS.filter);
    const view = viewOf(indexed, { search: text, type, published, low, tag, sort });
    measureSince(MARKS.filtered, MARKS.filter);
    return view;
  }, [indexed, text, type, published, low, tag, sort]);

  const recordLink = (item: InventoryItem) =>
    ({
      to: '/b/$businessId/inventory/$itemId',
      params: { businessId: scope.businessId, itemId: String(item.id) },
      search: (prev: object) => prev,
    }) as const;

  const narrowed = Boolean(text) || activeFilterCount(search) > 0;
  const total = indexed?.length ?? 0;
  const countText = indexed
    ? narrowed
      ? `${countOf(rows.length, NOUN)} of ${new Intl.NumberFormat('en').format(total)}`
      : countOf(total, NOUN)
    : null;
  const positionKey = JSON.stringify([scope.businessId, scope.location, tab, text, type, published, low, tag, sort, wide]);
  const label = tab === 'removed' ? 'All removed items' : 'All items';

  let content;
  if (query.isError && !data) {
    content = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border bg-card px-3 py-10 text-center">
        <CircleAlert aria-hidden="true" className="size-6 text-destructive" />
        <p className="text-sm font-medium">{toApiError(query.error).message}</p>
        <Button variant="outlined" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (!indexed) {
    content = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          Loading every item
        </p>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (rows.length === 0) {
    content = (
      <div className="rounded-lg border bg-card">
        {narrowed ? (
          <EmptyState
            title={<span className="break-words">{text ? `No items match “${text}”` : 'No items match these filters'}</span>}
            description="Change or clear the search and filters to see more items."
            action={
              <Button variant="outlined" onClick={() => onSearchChange(CLEARED)}>
                Clear search and filters
              </Button>
            }
          />
        ) : (
          <EmptyState title={tab === 'removed' ? 'No removed items' : 'No items yet'} />
        )}
      </div>
    );
  } else {
    content = (
      <FullListGrid
        rows={rows}
        wide={wide}
        label={label}
        sort={sort}
        onSortChange={(next) => onSearchChange({ sort: next })}
        positionKey={positionKey}
        hrefOf={(item) => `/b/${scope.businessId}/inventory/${item.id}${searchStr}`}
        onOpen={(item) => void navigate(recordLink(item))}
      />
    );
  }

  return (
    <PageLayout
      title="Inventory"
      description={tab === 'removed' ? 'Every removed item, in one list.' : 'Every item, in one list.'}
      actions={
        <Button variant="outlined" asChild>
          <Link to="." search={(prev: object) => ({ ...prev, view: undefined, sort: undefined, page: undefined })}>
            <List aria-hidden="true" />
            Show pages
          </Link>
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SearchBox label="Search items" value={text} onChange={(next) => onSearchChange({ search: next })} />
          <InventoryFilterBar search={search} onSearchChange={onSearchChange} />
          {wide ? null : (
            // Wide screens sort by the column headers.
            <NativeSelect
              label="Sort by"
              wrapperClassName="w-full"
              value={sort ?? ''}
              onChange={(event) => onSearchChange({ sort: (event.target.value || undefined) as FullListSort | undefined })}
            >
              <option value="">Newest first</option>
              {FULL_LIST_SORTS.map((value) => (
                <option key={value} value={value}>
                  {SORT_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
          <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="list-count">
            {countText}
          </p>
        </div>
        {content}
        {indexed && rows.length > 0 ? (
          <p className="text-xs text-muted-foreground">
            Use the arrow keys, Page Up, Page Down, Home and End in the list to move between items, and Enter to open one.
          </p>
        ) : null}
      </div>
    </PageLayout>
  );
}
