/**
 * The suppliers feature. Eager exports stay light (query options for loaders, types, schemas);
 * components load lazily with the pages that render them (decision 0006).
 *
 * For reuse (inventory, ...): `SupplierFormModal` (`onSaved` gives the new supplier),
 * `SupplierPicker` (every active supplier via `page=all`, searched in the browser) and
 * `useSupplierOptions` for a form's SelectField.
 */

export { useSupplierOptions } from './components/supplier-options';
export type { SupplierFormModalProps } from './components/supplier-form-modal';
export type { SupplierRecordPageProps } from './components/supplier-record-page';
export type { SupplierPickerProps } from './components/supplier-picker';
export {
  SUPPLIER_CACHES,
  SUPPLIER_PATH,
  SUPPLIERS_PATH,
  allSuppliersQuery,
  matchSuppliers,
  supplierQuery,
  suppliersQuery,
  type Supplier,
  type SupplierInput,
} from './api/suppliers.queries';
export { supplierFormSchema, type SupplierFormValues } from './schemas/supplier';
