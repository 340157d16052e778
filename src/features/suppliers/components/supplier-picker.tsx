import { useQueryClient } from '@tanstack/react-query';
import { useBusinessContext } from '@/features/business';
import { RecordPicker, type RecordPickerProps, type RecordSource, useRecordOptions } from '@/components/record/record-picker';
import { allSuppliersQuery, matchSuppliers, type Supplier } from '../api/suppliers.queries';

const toOption = (supplier: Supplier) => ({ value: String(supplier.id), label: supplier.name });

/** Every active supplier, fetched once (`page=all`, cached) and searched in the browser. */
function useSupplierSource(): RecordSource<Supplier> {
  const scope = useBusinessContext();
  const queryClient = useQueryClient();
  return {
    find: async (text) => matchSuppliers((await queryClient.query(allSuppliersQuery(scope))).results, text),
    toOption,
  };
}

/** `loadOptions` for a form's SelectField picking a supplier. */
export function useSupplierOptions() {
  return useRecordOptions(useSupplierSource());
}

export type SupplierPickerProps = Omit<RecordPickerProps<Supplier>, keyof RecordSource<Supplier>>;

/** Picks an active supplier (value: the supplier's id). */
export function SupplierPicker({ placeholder = 'Search suppliers…', ...props }: SupplierPickerProps) {
  return <RecordPicker {...useSupplierSource()} placeholder={placeholder} {...props} />;
}
