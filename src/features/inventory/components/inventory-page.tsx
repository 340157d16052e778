import { Suspense, lazy, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Rows3 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle } from '@/components/list/row-changes';
import { useServerList } from '@/components/list/use-list';
import type { RowAction } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { useDialogsHost } from '@/components/ui/use-dialogs-host';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { lazyWithPreload } from '@/lib/lazy';
import { tabOf } from '@/lib/list-search';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { humanise, noPermission } from '@/lib/text';
import { inventory, inventoryQuery, usePatchItem } from '../api/inventory.queries';
import { publishProblem, quantityLabel } from '../utils/item-display';
import { activeFilterCount, type InventorySearchPatch } from '../search';
// CSV (issue 12, item 8): light buttons; the import dialog is one of the page's dialogs.
import { InventoryCsvButtons, loadInventoryDialogs } from './item-import-dialog-buttons';
import { InventoryFilterBar } from './inventory-filter-bar';
import type { InventoryPageProps } from './inventory-filters';
import { PUBLICATION_STATUS, STOCK_STATUS, stockStatus } from '@/lib/statuses/inventory';

// Scanning (issue 12, item 5): the scan button and the scanner come in one chunk, fetched when the
// list first renders (one round trip, as before); until then a disabled button of the same size.
const InventoryScanSearch = lazy(() =>
  import('../barcode/barcode-scanner-search').then((m) => ({ default: m.InventoryScanSearch })),
);
const SCAN_PLACEHOLDER = (
  <Button type="button" variant="outlined" disabled>
    <span aria-hidden="true" className="size-4" />
    Scan barcode
  </Button>
);

// The dialogs (remove, adjust stock, the item form, Sell) come in one module, mounted once the
// page has settled or when one is asked for (issue 21: not part of the list's first load).
const PageDialogs = lazyWithPreload(() => loadInventoryDialogs().then((m) => m.InventoryPageDialogs));

type InventoryItem = BusinessSchemas['InventoryItem'];

const NOUN = { one: 'item', many: 'items' };

const COLUMNS: ListColumn<InventoryItem>[] = [
  {
    id: 'name',
    header: 'Item',
    cell: (item) => (
      <span className="flex min-w-0 items-center gap-3">
        {item.image ? (
          <img
            src={item.image}
            alt=""
            loading="lazy"
            width={40}
            height={40}
            className="size-10 shrink-0 rounded-md border object-cover"
          />
        ) : (
          <span aria-hidden="true" className="size-10 shrink-0 rounded-md border bg-muted" />
        )}
        {/* Up to two lines, then an ellipsis; the whole name on hover. */}
        <span title={item.name} className="line-clamp-2 min-w-0 font-medium whitespace-normal [overflow-wrap:anywhere]">
          {item.name}
        </span>
      </span>
    ),
  },
  { id: 'type', header: 'Type', cell: (item) => humanise(item.type) },
  { id: 'quantity', header: 'Quantity', card: 'subtitle', className: 'whitespace-nowrap tabular-nums', cell: quantityLabel },
  { id: 'price', header: 'Selling price', align: 'right', cell: (item) => formatMoney(item.unit_price, item.currency) },
  {
    id: 'cost',
    header: 'Cost price',
    align: 'right',
    card: 'hidden',
    cell: (item) => formatMoney(item.cost_price, item.currency),
  },
  {
    id: 'status',
    header: 'Stock',
    cell: (item) =>
      item.type === 'service' ? (
        '—'
      ) : (
        <StatusBadge vocabulary={STOCK_STATUS} status={stockStatus(item.quantity, item.low_stock_threshold ?? 0)} />
      ),
  },
  {
    id: 'published',
    header: 'Marketplace',
    card: 'hidden',
    cell: (item) => <StatusBadge vocabulary={PUBLICATION_STATUS} status={item.is_published ? 'published' : 'unpublished'} />,
  },
];

export type { InventoryPageProps };

/**
 * The inventory list (issue 12, item 1): active and removed tabs, search (names, barcodes, tags),
 * server paging, filters kept in the URL (type, marketplace, low stock, tag); a row opens the
 * item's page; per row: view, adjust stock, publish or withdraw, remove (with Undo) or restore.
 */
export function InventoryPage({ search, onSearchChange }: InventoryPageProps) {
  const scope = useBusinessContext();
  const tab = tabOf(search);
  const list = useServerList(inventoryQuery(scope, search), { page: search.page, group: tab });
  const [removing, setRemoving] = useState<{ item: InventoryItem | undefined; open: boolean }>({ item: undefined, open: false });
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [editing, setEditing] = useState<InventoryItem | 'new' | null>(null);
  const [selling, setSelling] = useState<InventoryItem | null>(null);
  const [importing, setImporting] = useState(false);
  // The dialogs' module loads once the page has settled, or at the first open (useDialogsHost).
  const host = useDialogsHost(removing.open || adjusting !== null || editing !== null || selling !== null || importing);
  const canSell = useCan('invoicing', 'create');
  const allowed = { edit: useCan('inventory', 'edit'), remove: useCan('inventory', 'remove') };
  const nameOf = (item: InventoryItem) => item.name;
  const toggle = useActiveToggle<InventoryItem, unknown>({ resource: inventory, scope, nameOf });
  const patch = usePatchItem();
  const filters = activeFilterCount(search);
  const navigate = useNavigate();
  const recordLink = (item: InventoryItem) =>
    ({
      to: '/b/$businessId/inventory/$itemId',
      params: { businessId: scope.businessId, itemId: String(item.id) },
      search: (prev: object) => prev,
    }) as const;

  async function setPublished(item: InventoryItem, published: boolean) {
    try {
      await patch.mutateAsync({ scope, id: item.id, body: { is_published: published } });
      toast.success(published ? `“${item.name}” is on the marketplace` : `“${item.name}” is off the marketplace`);
    } catch (error) {
      const normalised = toApiError(error);
      if (!normalised.silent && normalised.status !== 401) toast.error(normalised.message);
    }
  }

  const rowActions = (item: InventoryItem): RowAction[] => {
    const actions: RowAction[] = [];
    if (tab === 'active') {
      if (canSell && item.active && (item.type === 'service' || item.quantity > 0)) {
        actions.push({ label: 'Sell', onSelect: () => setSelling(item) });
      }
      if (item.type === 'product') {
        actions.push({
          label: 'Adjust stock',
          onSelect: () => setAdjusting(item),
          disabled: !allowed.edit,
          disabledReason: allowed.edit ? undefined : noPermission('edit', NOUN),
        });
      }
      const problem = item.is_published ? null : publishProblem(item);
      actions.push({
        label: item.is_published ? 'Unpublish' : 'Publish',
        onSelect: () => void setPublished(item, !item.is_published),
        disabled: !allowed.edit || problem !== null,
        disabledReason: !allowed.edit ? noPermission('edit', NOUN) : (problem ?? undefined),
      });
    }
    return [
      ...actions,
      ...standardRowActions(item, {
        tab,
        noun: NOUN,
        allowed,
        onView: (row) => void navigate(recordLink(row)),
        onEdit: setEditing,
        onRemove: (row) => setRemoving({ item: row, open: true }),
        onRestore: (row) => void toggle.restore(row),
      }),
    ];
  };

  return (
    <ResourceListPage
      title="Inventory"
      description="Products and services you sell."
      resource="inventory"
      noun={NOUN}
      columns={COLUMNS}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(item) => String(item.id)}
      rowLabel={nameOf}
      rowLink={recordLink}
      rowActions={rowActions}
      onCreate={() => setEditing('new')}
      actions={<InventoryCsvButtons onImport={() => setImporting(true)} />}
      filters={
        <>
          <Suspense fallback={SCAN_PLACEHOLDER}>
            <InventoryScanSearch onSearch={(code) => onSearchChange({ search: code, page: undefined })} />
          </Suspense>
          <InventoryFilterBar search={search} onSearchChange={onSearchChange} />
          {/* To the full list (`?view=all`, issue 12 item 2), with the same search, tab and filters. */}
          <Button variant="outlined" asChild>
            <Link to="." search={(prev: object) => ({ ...prev, view: 'all' as const, page: undefined })}>
              <Rows3 aria-hidden="true" />
              Show all
            </Link>
          </Button>
        </>
      }
      emptyState={
        filters > 0 ? (
          <EmptyState
            title="No items match these filters"
            description="Change or clear the filters to see more items."
            action={
              <Button variant="outlined" onClick={() => onSearchChange(CLEARED)}>
                Clear filters
              </Button>
            }
          />
        ) : undefined
      }
    >
      {host.mounted ? (
        <LoadBoundary key={host.key} fallback={null}>
          <Suspense fallback={null}>
            <PageDialogs
              scope={scope}
              removing={removing}
              onRemoveOpenChange={(open) => setRemoving((was) => ({ ...was, open }))}
              onRemove={toggle.remove}
              adjusting={adjusting}
              onAdjustClose={() => setAdjusting(null)}
              editing={editing}
              onEditClose={() => setEditing(null)}
              selling={selling}
              onSellClose={() => setSelling(null)}
              importing={importing}
              onImportClose={() => setImporting(false)}
            />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </ResourceListPage>
  );
}

const CLEARED: InventorySearchPatch = { type: undefined, published: undefined, low: undefined, tag: undefined, page: undefined };
