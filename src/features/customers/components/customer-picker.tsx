import { RecordPicker, type RecordPickerProps } from '@/components/record/record-picker';
import type { RecordSource } from '@/components/record/record-options';
import type { Customer } from '../api/customers.queries';
import { useCustomerSource } from './customer-options';

export type CustomerPickerProps = Omit<RecordPickerProps<Customer>, keyof RecordSource<Customer>>;

/** Picks an active customer, searching the server as the user types (value: the customer's id). */
export function CustomerPicker({ placeholder = 'Search customers…', ...props }: CustomerPickerProps) {
  return <RecordPicker {...useCustomerSource()} placeholder={placeholder} {...props} />;
}
