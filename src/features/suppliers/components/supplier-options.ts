import { useQueryClient } from '@tanstack/react-query';
import { useBusinessContext } from '@/features/business';
import { type RecordSource, useRecordOptions } from '@/components/record/record-options';
import { allSuppliersQuery, matchSuppliers, type Supplier } from '../api/suppliers.queries';

const toOption = (supplier: Supplier) => ({ value: String(supplier.id), label: supplier.name });

/** Every active supplier, fetched once (`page=all`, cached) and searched in the browser. */
export function useSupplierSource(): RecordSource<Supplier> {
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
