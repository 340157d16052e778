import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { toApiError } from '@/api/errors';
import { useBusinessContext } from '@/features/business';
import { useCan } from '@/lib/permissions';
import { formatMoney } from '@/lib/money';
import { taggedItemsQuery } from '../api/tags.queries';
import { TagSelect } from './tag-select';

type Item = BusinessSchemas['InventoryItem'];

const COLUMNS: DataTableColumn<Item>[] = [
  {
    id: 'name',
    header: 'Item',
    cell: (row) => row.name,
    card: 'title',
  },
  {
    id: 'tags',
    header: 'Tags',
    cell: (row) => (
      <span className="flex flex-wrap gap-1">
        {row.tags.map((name) => (
          <Badge key={name} variant="outline" className="max-w-40 truncate">
            {name}
          </Badge>
        ))}
      </span>
    ),
  },
  {
    id: 'quantity',
    header: 'Quantity',
    cell: (row) => row.quantity,
    align: 'right',
    className: 'tabular-nums',
  },
  {
    id: 'price',
    header: 'Unit price',
    cell: (row) => formatMoney(row.unit_price, row.currency),
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
  },
];

export interface TaggedItemsProps {
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
}

/**
 * Tags in use: choose a tag in the TagSelect and see the inventory items that carry it (at the
 * chosen location, D5). Needs the Inventory view permission.
 */
export function TaggedItems({ tag, onTagChange }: TaggedItemsProps) {
  const { businessId, location } = useBusinessContext();
  const canViewInventory = useCan('inventory', 'view');
  const headingId = useId();
  const items = useQuery({
    ...taggedItemsQuery({ businessId, location }, tag ?? ''),
    enabled: Boolean(tag) && canViewInventory,
    meta: { silent: true },
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Items with a tag
        </h2>
        <p className="text-sm text-muted-foreground">Choose a tag to see the inventory items that carry it.</p>
      </div>
      {canViewInventory ? (
        <>
          <Field label="Tag" className="max-w-sm">
            <TagSelect value={tag ?? ''} onChange={(name) => onTagChange(name || undefined)} placeholder="Choose a tag" />
          </Field>
          {tag ? (
            <DataTable
              caption={`Items tagged ${tag}`}
              columns={COLUMNS}
              data={items.data ?? []}
              state={items.isPending ? 'loading' : items.isError ? 'error' : 'ready'}
              error={items.isError ? toApiError(items.error).message : null}
              onRetry={() => void items.refetch()}
              getRowId={(row) => String(row.id)}
              emptyState={
                <EmptyState
                  level={3}
                  title={<span className="[overflow-wrap:anywhere]">No items carry “{tag}” yet</span>}
                  description="Give an inventory item this tag and it shows here."
                />
              }
            />
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">You need permission to view inventory to see which items carry a tag.</p>
      )}
    </section>
  );
}
