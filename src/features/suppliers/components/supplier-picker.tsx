import { RecordPicker, type RecordPickerProps } from '@/components/record/record-picker';
import type { RecordSource } from '@/components/record/record-options';
import type { Supplier } from '../api/suppliers.queries';
import { useSupplierSource } from './supplier-options';

export type SupplierPickerProps = Omit<RecordPickerProps<Supplier>, keyof RecordSource<Supplier>>;

/** Picks an active supplier (value: the supplier's id). */
export function SupplierPicker({ placeholder = 'Search suppliers…', ...props }: SupplierPickerProps) {
  return <RecordPicker {...useSupplierSource()} placeholder={placeholder} {...props} />;
}
