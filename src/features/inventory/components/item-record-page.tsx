import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PackagePlus, Store } from 'lucide-react';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { useActiveToggle } from '@/components/list/row-changes';
import {
  ActiveBadge,
  BackLinkContent,
  RECORD_ACTION_CLASS,
  RecordActions,
  RecordPage,
  RecordQueryContent,
  RecordSection,
} from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { recordIdOf } from '@/lib/prefetch';
import { lazyWithPreload } from '@/lib/lazy';
import { humanise, noPermission, orDash } from '@/lib/text';
import { inventory, inventoryItemQuery, usePatchItem } from '../api/inventory.queries';
import { marginOf, publishProblem, stockWorth, unitOf, withUnit } from '../utils/item-display';
import type { InventorySearch } from '../search';
import { StockHistory } from './stock-history';
import { PUBLICATION_STATUS, STOCK_STATUS, stockStatus } from '@/lib/statuses/inventory';

// Below the prices, stock and details (off a phone's first screen): the pictures with their upload
// queue, and the market listing, fetched as soon as the page's code runs, in parallel with the item.
const ItemImages = lazyWithPreload(() => import('./item-images').then((m) => m.ItemImages));
const MarketListing = lazyWithPreload(() => import('./market-listing').then((m) => m.MarketListing));
const preloadSections = () => {
  void ItemImages.preload().catch(() => undefined);
  void MarketListing.preload().catch(() => undefined);
};

// The item form loads when Edit opens it; the stock form (TanStack Form, the dialog) once the page has settled or on first open.
const AdjustStockDialog = lazyDialog(
  () => import('./adjust-stock-dialog').then((m) => m.AdjustStockDialog),
  (props) => props.item !== null,
);
const ItemFormModal = lazy(() => import('./item-form-modal').then((m) => ({ default: m.ItemFormModal })));

type InventoryItem = BusinessSchemas['InventoryItem'];

const NOUN = { one: 'item', many: 'items' };
const nameOf = (item: InventoryItem) => item.name;

export interface ItemRecordPageProps {
  /** The id as the URL has it; anything else is 'not found'. */
  id: string;
  /** The list's URL state, kept for the way back. */
  search: InventorySearch;
  onLeave: () => void;
}

/** An inventory item's page: prices, margin and stock worth, pictures, stock and its history. */
export function ItemRecordPage({ id, search, onLeave }: ItemRecordPageProps) {
  const scope = useBusinessContext();
  const itemId = recordIdOf(id);
  useEffect(preloadSections, []);
  const query = useQuery({ ...inventoryItemQuery(scope, itemId ?? 0), enabled: itemId !== undefined, meta: { silent: true } });
  const back = (
    <Link
      to="/b/$businessId/inventory"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Inventory</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={itemId !== undefined} noun={NOUN} back={back}>
      {(item) => <ItemRecord item={item} back={back} onLeave={onLeave} />}
    </RecordQueryContent>
  );
}

function ItemRecord({ item, back, onLeave }: { item: InventoryItem; back: ReactNode; onLeave: () => void }) {
  const scope = useBusinessContext();
  const allowed = { edit: useCan('inventory', 'edit'), remove: useCan('inventory', 'remove') };
  const toggle = useActiveToggle<InventoryItem, unknown>({ resource: inventory, scope, nameOf });
  const patch = usePatchItem();
  const [adjusting, setAdjusting] = useState(false);
  const [editing, setEditing] = useState(false);
  const product = item.type === 'product';
  const margin = marginOf(item.unit_price, item.cost_price);
  const problem = item.is_published ? null : publishProblem(item);
  const location = scope.business.locations.find((l) => l.id === item.location);

  async function togglePublished() {
    try {
      await patch.mutateAsync({ scope, id: item.id, body: { is_published: !item.is_published } });
      toast.success(item.is_published ? `“${item.name}” is off the marketplace` : `“${item.name}” is on the marketplace`);
    } catch (error) {
      const normalised = toApiError(error);
      if (!normalised.silent && normalised.status !== 401) toast.error(normalised.message);
    }
  }

  return (
    <RecordPage
      back={back}
      title={item.name}
      status={
        <>
          <ActiveBadge active={item.active} />
          {product ? (
            <StatusBadge vocabulary={STOCK_STATUS} status={stockStatus(item.quantity, item.low_stock_threshold ?? 0)} />
          ) : null}
          <StatusBadge vocabulary={PUBLICATION_STATUS} status={item.is_published ? 'published' : 'unpublished'} />
        </>
      }
      description={product ? `Product · ${withUnit(item.quantity, unitOf(item))} in stock` : 'Service · sold without stock'}
      actions={
        <>
          {item.active && product && allowed.edit ? (
            <Button variant="outlined" className={RECORD_ACTION_CLASS} onClick={() => setAdjusting(true)}>
              <PackagePlus aria-hidden="true" />
              Adjust stock
            </Button>
          ) : null}
          {item.active && allowed.edit ? (
            <Button
              variant="outlined"
              className={RECORD_ACTION_CLASS}
              disabled={problem !== null}
              aria-describedby={problem ? 'publish-problem' : undefined}
              loading={patch.isPending}
              onClick={() => void togglePublished()}
            >
              <Store aria-hidden="true" />
              {item.is_published ? 'Unpublish' : 'Publish'}
            </Button>
          ) : null}
          <RecordActions
            row={item}
            noun={NOUN}
            nameOf={nameOf}
            allowed={allowed}
            toggle={toggle}
            onLeave={onLeave}
            onEdit={() => setEditing(true)}
          />
          {problem && allowed.edit && item.active ? (
            <p id="publish-problem" className="text-sm text-muted-foreground sm:basis-full sm:text-right">
              {problem}
            </p>
          ) : null}
          {!allowed.edit && item.active ? (
            <p className="text-sm text-muted-foreground sm:basis-full sm:text-right">{noPermission('edit', NOUN)}</p>
          ) : null}
        </>
      }
    >
      <RecordSection
        title="Prices"
        fields={[
          { label: 'Selling price', value: <Money>{formatMoney(item.unit_price, item.currency)}</Money> },
          { label: 'Cost price', value: <Money>{formatMoney(item.cost_price, item.currency)}</Money> },
          {
            label: 'Margin per unit',
            value: margin ? (
              <Money>
                {formatMoney(margin.amount, item.currency)}
                {margin.percent ? ` (${margin.percent})` : ''}
              </Money>
            ) : (
              '—'
            ),
          },
        ]}
      />
      {product ? (
        <RecordSection
          title="Stock"
          actions={
            item.active && allowed.edit ? (
              <Button variant="outlined" size="sm" className={RECORD_ACTION_CLASS} onClick={() => setAdjusting(true)}>
                Adjust stock
              </Button>
            ) : null
          }
          fields={[
            { label: 'In stock', value: withUnit(item.quantity, unitOf(item)) },
            {
              label: 'Low-stock alert',
              value:
                item.low_stock_threshold === null ? 'None' : `At ${withUnit(item.low_stock_threshold, unitOf(item))} or fewer`,
            },
            { label: 'Stock worth (at cost)', value: <Money>{formatMoney(stockWorth(item), item.currency)}</Money> },
            { label: 'Location', value: location?.name ?? `Location ${item.location}` },
          ]}
        >
          <StockHistory scope={scope} itemId={item.id} unit={unitOf(item)} />
        </RecordSection>
      ) : null}
      <RecordSection
        title="Details"
        fields={[
          { label: 'Type', value: humanise(item.type) },
          { label: 'Unit', value: orDash(unitOf(item)) },
          { label: 'Barcode', value: orDash(item.barcode_number) },
          { label: 'Categories', value: item.categories.length > 0 ? item.categories.join(', ') : '—' },
          { label: 'Tags', value: item.tags.length > 0 ? item.tags.join(', ') : '—' },
          { label: 'Description', value: orDash(item.description) },
          { label: 'Added', value: formatDate(item.created_at) },
          { label: 'Last changed', value: formatDate(item.updated_at) },
        ]}
      />
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        <ItemImages item={item} />
        {/* What the public market shows of a published item (issue 12, item 7). */}
        <MarketListing item={item} />
      </Suspense>
      <AdjustStockDialog item={adjusting ? item : null} scope={scope} onOpenChange={setAdjusting} />
      {editing ? (
        <Suspense fallback={null}>
          <ItemFormModal open item={item} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
    </RecordPage>
  );
}

function Money({ children }: { children: ReactNode }) {
  return (
    <span className="whitespace-nowrap tabular-nums" data-money>
      {children}
    </span>
  );
}
