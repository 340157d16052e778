/**
 * The inventory list's scan button, beside the search (issue 12, item 5): a scanned code that is
 * exactly an item's barcode opens that item; any other code becomes the list's search. The list
 * loads this module with the scanner on demand (one chunk fetch, not part of its first load).
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { inventory } from '../api/inventory.queries';
import { BarcodeScanButton } from './barcode-scanner';

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

  if (looking)
    return (
      <Button type="button" variant="outlined" loading>
        {LABEL}
      </Button>
    );
  return <BarcodeScanButton label={LABEL} onDetected={(code) => void detected(code)} />;
}
