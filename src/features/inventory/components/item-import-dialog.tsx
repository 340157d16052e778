/**
 * The inventory CSV import and export (issue 12, item 8), loaded on demand from the list's
 * Import and Export buttons (`item-import-dialog-buttons.tsx`): the CSV layer and Papa Parse
 * never reach the list's first load.
 */
import { Suspense, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BusinessScope } from '@/api/resource';
import { LazyCsvImportWizard, type CsvImporter } from '@/components/csv-import';
import { Modal, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { activeLocations, useBusinessContext } from '@/features/business';
import { downloadCsv } from '@/lib/csv';
import { fetchAllPages } from '@/lib/fetch-all-pages';
import { inventory } from '../api/inventory.queries';
import type { InventoryItem, InventoryItemInput } from '../schemas/item';
import {
  ITEM_IMPORT_FIELDS,
  checkItemRow,
  itemKeys,
  itemRowKeys,
  itemTemplateExample,
  itemsToCsv,
  type ItemCsvColumn,
} from '../utils/item-csv';

/** Asked once for (spec section 9); more pages are followed only if a server caps the size. */
const ALL = 9999;

/** Every item of the chosen location (D5), active or removed. */
const fetchAllItems = (scope: BusinessScope, active: boolean): Promise<InventoryItem[]> =>
  fetchAllPages((page) => inventory.fetchList(scope, { active, page, page_size: ALL }));

/** Downloads every active item of the chosen location as `inventory-2026-11-24.csv`. Throws what the call throws. */
export async function exportItems(scope: BusinessScope): Promise<number> {
  const items = await fetchAllItems(scope, true);
  downloadCsv(`inventory-${new Date().toISOString().slice(0, 10)}.csv`, await itemsToCsv(items));
  return items.length;
}

export interface ItemImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Imports items from a CSV file with the CSV import kit: match the columns, review invalid rows
 * (line and reason) and duplicates (same barcode or name as an existing item, removed ones too,
 * or an earlier row: Skip or Update), then import, one POST per new row. Nothing is saved
 * before Import; 'Retry failed' re-sends only the rows that failed.
 */
export function ItemImportDialog({ open, onOpenChange }: ItemImportDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <ModalContent size="lg" onInteractOutside={(event) => event.preventDefault()}>
        <ModalHeader>
          <ModalTitle>Import items</ModalTitle>
          <ModalDescription>
            From a CSV file: you match its columns, then see duplicates and invalid rows before anything is saved.
          </ModalDescription>
        </ModalHeader>
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <ItemImport onBusyChange={setBusy} />
        </Suspense>
      </ModalContent>
    </Modal>
  );
}

function ItemImport({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const scope = useBusinessContext();
  const queryClient = useQueryClient();
  const location = scope.location ?? activeLocations(scope.business)[0]?.id ?? scope.business.locations[0]?.id ?? 0;
  const currency = scope.business.currency;
  const importer = useMemo<CsvImporter<ItemCsvColumn, InventoryItemInput, InventoryItem>>(
    () => ({
      noun: { one: 'item', many: 'items' },
      fields: ITEM_IMPORT_FIELDS,
      template: { fileName: 'inventory-template.csv', example: itemTemplateExample(currency) },
      checkRow: (values) => checkItemRow(values, location),
      keys: {
        ofInput: itemRowKeys,
        ofExisting: itemKeys,
        nameOf: (item) => (item.active ? item.name : `${item.name} (removed)`),
      },
      nameOf: (input) => input.name,
      // Removed items count too: restoring one beats adding it again.
      loadExisting: async () => (await Promise.all([fetchAllItems(scope, true), fetchAllItems(scope, false)])).flat(),
      create: (input) => inventory.calls.create({ scope, body: input }),
      // An update keeps the item where it is and leaves its supplier alone.
      update: (id, { location: _location, supplier: _supplier, active: _active, ...input }) =>
        inventory.calls.patch({ scope, id, body: input }),
      finish: () => inventory.invalidate(queryClient),
    }),
    [scope, queryClient, location, currency],
  );
  const locationName = scope.business.locations.find((l) => l.id === location)?.name;
  return (
    <>
      {locationName ? <p className="text-sm text-muted-foreground">New items go to {locationName}.</p> : null}
      <LazyCsvImportWizard importer={importer} onBusyChange={onBusyChange} />
    </>
  );
}
