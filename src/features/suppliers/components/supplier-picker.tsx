import { Suspense, lazy } from 'react';
import { RecordPicker, type RecordPickerProps } from '@/components/record/record-picker';
import { useCreateRequest, type RecordSource } from '@/components/record/record-options';
import { useCan } from '@/lib/permissions';
import type { Supplier } from '../api/suppliers.queries';
import { useSupplierSource } from './supplier-options';

const SupplierFormModal = lazy(() => import('./supplier-form-modal').then((m) => ({ default: m.SupplierFormModal })));

export type SupplierPickerProps = Omit<RecordPickerProps<Supplier>, keyof RecordSource<Supplier> | 'createOption'>;

/**
 * Picks an active supplier (every active supplier via `page=all`, searched in the browser; value: the id).
 * With Suppliers: create it offers '+ New supplier' inside the list: the supplier form opens over
 * the form, and the new supplier is chosen.
 */
export function SupplierPicker({ placeholder = 'Search suppliers…', ...props }: SupplierPickerProps) {
  const source = useSupplierSource();
  const canCreate = useCan('suppliers', 'create');
  const creating = useCreateRequest<Supplier>();
  return (
    <>
      <RecordPicker
        {...source}
        placeholder={placeholder}
        createOption={
          canCreate
            ? {
                label: () => '+ New supplier',
                onCreate: async (query) => {
                  const supplier = await creating.open(query);
                  return supplier ? source.toOption(supplier) : null;
                },
              }
            : undefined
        }
        {...props}
      />
      {creating.request ? (
        <Suspense fallback={null}>
          <SupplierFormModal open onOpenChange={(open) => (open ? undefined : creating.cancel())} onSaved={creating.done} />
        </Suspense>
      ) : null}
    </>
  );
}
