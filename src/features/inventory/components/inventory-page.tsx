import { Suspense, lazy, useState, type ComponentProps } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { standardRowActions } from '@/components/list/row-actions';
import { useActiveToggle } from '@/components/list/row-changes';
import type { RemoveDialogProps } from '@/components/list/row-dialogs';
import { useServerList } from '@/components/list/use-list';
import { useListDialogs } from '@/components/list/use-list-dialogs';
import type { RowAction } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { tabOf } from '@/lib/list-search';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { stockStatus } from '@/lib/status';
import { humanise, noPermission } from '@/lib/text';
import { inventory, inventoryQuery, usePatchItem } from '../api/inventory.queries';
import { publishProblem, quantityLabel } from '../utils/item-display';
import { activeFilterCount, type InventorySearchPatch } from '../search';
import type { AdjustStockDialogProps } from './adjust-stock-dialog';
// CSV and scanning (issue 12, items 5 and 8): light buttons; their dialogs load on demand.
import { InventoryScanSearch } from '../barcode/barcode-scanner-search';
import { InventoryCsvButtons } from './item-import-dialog-buttons';
import { InventoryFilters, type InventoryPageProps } from './inventory-filters';

// 'Sell' (issue 13, item 4): the invoice form with the item as its first line, loaded when asked
// (even the invoices area's lazy.ts: it is not on the list's first paint).
// That export is itself a React.lazy: render it from a component (a lazy resolving to a lazy is
// React error 306, 'Element type is invalid').
const SellModal = lazy(() =>
  import('@/features/invoices/lazy').then(({ SellModal: Loaded }) => ({
    default: function SellModalLoaded(props: ComponentProps<typeof Loaded>) {
      return <Loaded {...props} />;
    },
  })),
);

// The item form loads when it opens (kept out of the list's first load).
const ItemFormModal = lazy(() => import('./item-form-modal').then((m) => ({ default: m.ItemFormModal })));

type InventoryItem = BusinessSchemas['InventoryItem'];

// The remove and stock dialogs (Radix Dialog, the form kit) load once the page has settled or when
// one opens, not with the list's first paint (decision 0036's addendum).
const RemoveDialog = lazyDialog<RemoveDialogProps<InventoryItem>>(
  () => import('@/components/list/row-dialogs').then((m) => m.RemoveDialog),
  (props) => props.open,
);
const AdjustStockDialog = lazyDialog<AdjustStockDialogProps>(
  () => import('./adjust-stock-dialog').then((m) => m.AdjustStockDialog),
  (props) => props.item !== null,
);

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
        <StatusBadge kind="stock" status={stockStatus(item.quantity, item.low_stock_threshold ?? 0)} />
      ),
  },
  {
    id: 'published',
    header: 'Marketplace',
    card: 'hidden',
    cell: (item) => <StatusBadge kind="publication" status={item.is_published ? 'published' : 'unpublished'} />,
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
  const dialogs = useListDialogs<InventoryItem>();
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [editing, setEditing] = useState<InventoryItem | 'new' | null>(null);
  const [selling, setSelling] = useState<InventoryItem | null>(null);
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
        onEdit: (row) => setEditing(row),
        onRemove: (row) => dialogs.open('remove', row),
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
      actions={<InventoryCsvButtons />}
      filters={
        <>
          <InventoryScanSearch onSearch={(code) => onSearchChange({ search: code, page: undefined })} />
          <InventoryFilters search={search} onSearchChange={onSearchChange} />
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
      <RemoveDialog {...dialogs.propsFor('remove')} nameOf={nameOf} onConfirm={toggle.remove} />
      <AdjustStockDialog item={adjusting} scope={scope} onOpenChange={(open) => (open ? undefined : setAdjusting(null))} />
      {editing ? (
        <Suspense fallback={null}>
          <ItemFormModal
            open
            item={editing === 'new' ? undefined : editing}
            onOpenChange={(open) => (open ? undefined : setEditing(null))}
          />
        </Suspense>
      ) : null}
      {selling ? (
        <Suspense fallback={null}>
          <SellModal item={selling} onOpenChange={(open) => (open ? undefined : setSelling(null))} />
        </Suspense>
      ) : null}
    </ResourceListPage>
  );
}

const CLEARED: InventorySearchPatch = { type: undefined, published: undefined, low: undefined, tag: undefined, page: undefined };
