import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailsDialog } from '@/components/list/row-dialogs';
import { formatDate } from '@/lib/dates';
import { orDash } from '@/lib/text';
import type { Customer } from '../api/customers.queries';
import { CUSTOMER_TYPE_LABELS } from '../schemas/customer';

export interface CustomerDetailsDialogProps {
  customer: Customer | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offered when the member may edit an active customer. */
  onEdit?: ((customer: Customer) => void) | undefined;
}

/** A customer's details (view). */
export function CustomerDetailsDialog({ customer, open, onOpenChange, onEdit }: CustomerDetailsDialogProps) {
  if (!customer) return null;
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={customer.name}
      items={[
        { label: 'Type', value: CUSTOMER_TYPE_LABELS[customer.type] },
        { label: 'Email', value: orDash(customer.email) },
        { label: 'Phone', value: orDash(customer.phone_number) },
        {
          label: 'Status',
          value: customer.active ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Removed</Badge>,
        },
        { label: 'Added', value: formatDate(customer.created_at) },
      ]}
      actions={
        onEdit && customer.active ? (
          <Button variant="outlined" onClick={() => onEdit(customer)}>
            Edit
          </Button>
        ) : null
      }
    />
  );
}
