import type { BusinessSchemas } from '@/api/types';
import { lineFromItem } from '../../schemas/invoice-form';
import { InvoiceFormModal } from '../invoice-form-modal';

export interface SellModalProps {
  /** The inventory item sold: the invoice's first line (one unit at its price). */
  item: BusinessSchemas['InventoryItem'];
  onOpenChange: (open: boolean) => void;
}

/** 'Sell' from the inventory list: a new invoice starting with this item. */
export function SellModal({ item, onOpenChange }: SellModalProps) {
  return (
    <InvoiceFormModal
      open
      onOpenChange={onOpenChange}
      initialLines={[lineFromItem(item)]}
      initialLocation={item.location ?? undefined}
    />
  );
}
