import type { UseQueryResult } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { toApiError } from '@/api/errors';
import { Badge } from '@/components/ui/badge';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { formatMoney } from '@/lib/money';
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

export interface TaggedItemsBodyProps {
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
  /** The items carrying `tag`, asked for by the section (so the answer never waits for this code). */
  items: UseQueryResult<Item[], unknown>;
}

/** The tag's combobox and the items carrying the chosen tag (the part of TaggedItems loaded beside the page). */
export function TaggedItemsBody({ tag, onTagChange, items }: TaggedItemsBodyProps) {
  return (
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
  );
}
