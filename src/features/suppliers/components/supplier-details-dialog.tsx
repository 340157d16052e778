import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailsDialog } from '@/components/list/row-dialogs';
import { formatDate } from '@/lib/dates';
import { orDash } from '@/lib/text';
import type { Supplier } from '../api/suppliers.queries';

export interface SupplierDetailsDialogProps {
  supplier: Supplier | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offered when the member may edit an active supplier. */
  onEdit?: ((supplier: Supplier) => void) | undefined;
}

/** A supplier's details (view). */
export function SupplierDetailsDialog({ supplier, open, onOpenChange, onEdit }: SupplierDetailsDialogProps) {
  if (!supplier) return null;
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={supplier.name}
      items={[
        { label: 'Phone', value: orDash(supplier.phone_number) },
        { label: 'Email', value: orDash(supplier.email) },
        { label: 'Address', value: orDash(supplier.address) },
        { label: 'Notes', value: orDash(supplier.description) },
        {
          label: 'Status',
          value: supplier.active ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Removed</Badge>,
        },
        { label: 'Added', value: formatDate(supplier.created_at) },
      ]}
      actions={
        onEdit && supplier.active ? (
          <Button variant="outlined" onClick={() => onEdit(supplier)}>
            Edit
          </Button>
        ) : null
      }
    />
  );
}
