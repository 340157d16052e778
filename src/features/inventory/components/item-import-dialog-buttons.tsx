/**
 * The inventory list's Import and Export buttons. Light on purpose: the import dialog, the CSV
 * helpers and Papa Parse load only when one is pressed, through the list's dialogs module
 * (`inventory-page-dialogs.tsx`), so the route's first load carries none of them.
 */
import { useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { useCan } from '@/lib/permissions';
import { countOf } from '@/lib/text';
import { toast } from '@/lib/toast';

/** The list's dialogs module (also what Export uses): one import for both, one preload list. */
export const loadInventoryDialogs = () => import('./inventory-page-dialogs');

export interface InventoryCsvButtonsProps {
  /** Opens the import dialog (the list renders it with its other dialogs). */
  onImport: () => void;
}

/** 'Export' (every active item of the chosen location) and, with Inventory create, 'Import'. */
export function InventoryCsvButtons({ onImport }: InventoryCsvButtonsProps) {
  const scope = useBusinessContext();
  const canCreate = useCan('inventory', 'create');
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { exportItemsCsv } = await loadInventoryDialogs();
      const count = await exportItemsCsv(scope);
      toast.success(`Exported ${countOf(count, { one: 'item', many: 'items' })}`);
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button variant="outlined" loading={exporting} onClick={() => void exportCsv()}>
        <Download aria-hidden="true" />
        Export
      </Button>
      {canCreate ? (
        <Button variant="outlined" onClick={onImport}>
          <Upload aria-hidden="true" />
          Import
        </Button>
      ) : null}
    </>
  );
}
