/**
 * The inventory list's Import and Export buttons. Light on purpose: the dialog, the CSV helpers
 * and Papa Parse load only when one is pressed (the route's first load stays under budget).
 */
import { lazy, Suspense, useState } from 'react';
import { Download, Upload } from 'lucide-react';
import { toApiError } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { useCan } from '@/lib/permissions';
import { countOf } from '@/lib/text';
import { toast } from '@/lib/toast';

const loadDialog = () => import('./item-import-dialog');
const ItemImportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ItemImportDialog })));

/** 'Export' (every active item of the chosen location) and, with Inventory create, 'Import'. */
export function InventoryCsvButtons() {
  const scope = useBusinessContext();
  const canCreate = useCan('inventory', 'create');
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { exportItems } = await loadDialog();
      const count = await exportItems(scope);
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
        <Button variant="outlined" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" />
          Import
        </Button>
      ) : null}
      {importing ? (
        <Suspense fallback={null}>
          <ItemImportDialog open onOpenChange={setImporting} />
        </Suspense>
      ) : null}
    </>
  );
}
