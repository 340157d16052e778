import { Suspense, lazy } from 'react';
import { RecordPicker, type RecordPickerProps } from '@/components/record/record-picker';
import { useCreateRequest, type RecordSource } from '@/components/record/record-options';
import { useCan } from '@/lib/permissions';
import type { Customer } from '../api/customers.queries';
import { useCustomerSource } from './customer-options';

const CustomerFormModal = lazy(() => import('./customer-form-modal').then((m) => ({ default: m.CustomerFormModal })));

export type CustomerPickerProps = Omit<RecordPickerProps<Customer>, keyof RecordSource<Customer> | 'createOption'>;

/**
 * Picks an active customer, searching the server as the user types (value: the customer's id).
 * With Customers: create it offers '+ New customer' inside the list: the customer form opens over
 * the form, and the new customer is chosen.
 */
export function CustomerPicker({ placeholder = 'Search customers…', ...props }: CustomerPickerProps) {
  const source = useCustomerSource();
  const canCreate = useCan('customers', 'create');
  const creating = useCreateRequest<Customer>();
  return (
    <>
      <RecordPicker
        {...source}
        placeholder={placeholder}
        createOption={
          canCreate
            ? {
                label: () => '+ New customer',
                onCreate: async (query) => {
                  const customer = await creating.open(query);
                  return customer ? source.toOption(customer) : null;
                },
              }
            : undefined
        }
        {...props}
      />
      {creating.request ? (
        <Suspense fallback={null}>
          <CustomerFormModal open onOpenChange={(open) => (open ? undefined : creating.cancel())} onSaved={creating.done} />
        </Suspense>
      ) : null}
    </>
  );
}
