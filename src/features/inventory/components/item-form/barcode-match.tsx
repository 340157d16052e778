import { useQuery } from '@tanstack/react-query';
import { useBusinessContext } from '@/features/business';
import { Button } from '@/components/ui/button';
import { inventory } from '../../api/inventory.queries';
import type { InventoryItem } from '../../schemas/item';
import { useDebounced } from './use-debounced';

/** Shorter codes match too many items to be worth a lookup. */
const MIN_CODE_LENGTH = 4;
const LOOKUP_DELAY_MS = 300;

/**
 * The existing item that already carries `barcode` (the list's search also matches barcodes; the
 * exact `barcode_number` is kept), looked up once typing pauses; null while none matches.
 */
export function useBarcodeMatch(barcode: string, enabled: boolean): InventoryItem | null {
  const scope = useBusinessContext();
  const code = useDebounced(barcode.trim(), LOOKUP_DELAY_MS);
  const lookup = useQuery({
    ...inventory.listQuery(scope, { search: code, page_size: 50 }, { meta: { silent: true } }),
    enabled: enabled && code.length >= MIN_CODE_LENGTH && !/\s/.test(code),
  });
  if (!enabled || code !== barcode.trim()) return null;
  return lookup.data?.results.find((item) => item.barcode_number === code) ?? null;
}

export interface BarcodeMatchNoticeProps {
  item: InventoryItem;
  /** Leaves the form for the existing item's page. */
  onOpen: (item: InventoryItem) => void;
}

/** 'This barcode belongs to “X”' with a way to that item instead of a duplicate. */
export function BarcodeMatchNotice({ item, onOpen }: BarcodeMatchNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md bg-warning-soft p-3 text-sm text-warning-soft-foreground sm:flex-row sm:items-center"
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">This barcode belongs to “{item.name}”.</p>
      <Button type="button" variant="outlined" size="sm" onClick={() => onOpen(item)}>
        <span className="max-w-56 truncate">Open “{item.name}”</span>
      </Button>
    </div>
  );
}
