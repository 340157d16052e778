/**
 * The inventory list's scan button, beside the search (issue 12, item 5): a scanned code that is
 * exactly an item's barcode opens that item; any other code becomes the list's search. The
 * scanner itself loads when the button first renders its dialog (a lazy chunk).
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ScanBarcode } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { inventory } from '../api/inventory.queries';

const BarcodeScanButton = lazy(() => import('./barcode-scanner').then((m) => ({ default: m.BarcodeScanButton })));

const LABEL = 'Scan barcode';

export interface InventoryScanSearchProps {
  /** Puts the code into the list's search (the list's `onSearchChange`). */
  onSearch: (code: string) => void;
}

export function InventoryScanSearch({ onSearch }: InventoryScanSearchProps) {
  const scope = useBusinessContext();
  const navigate = useNavigate();
  const [looking, setLooking] = useState(false);

  async function detected(code: string) {
    setLooking(true);
    try {
      const page = await inventory.fetchList(scope, { search: code, active: true });
      const match = page.results.find((item) => item.barcode_number === code);
      if (match) {
        await navigate({
          to: '/b/$businessId/inventory/$itemId',
          params: { businessId: scope.businessId, itemId: String(match.id) },
          search: (prev: object) => prev,
        });
        return;
      }
    } catch {
      // The list's own search shows the failure with Retry.
    } finally {
      setLooking(false);
    }
    onSearch(code);
  }

  const fallback = (
    <Button type="button" variant="outlined" disabled>
      <ScanBarcode aria-hidden="true" />
      {LABEL}
    </Button>
  );
  if (looking)
    return (
      <Button type="button" variant="outlined" loading>
        {LABEL}
      </Button>
    );
  return (
    <Suspense fallback={fallback}>
      <BarcodeScanButton label={LABEL} onDetected={(code) => void detected(code)} />
    </Suspense>
  );
}
