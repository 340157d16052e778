import { useBusinessContext } from '@/features/business';
import { type RecordSource, useRecordOptions } from '@/components/record/record-options';
import { findCustomers, type Customer } from '../api/customers.queries';

/** How a customer shows in a picker. */
const toOption = (customer: Customer) => ({ value: String(customer.id), label: customer.name });

/** The active customers found by what is typed (server search): for pickers and form fields. */
export function useCustomerSource(): RecordSource<Customer> {
  const scope = useBusinessContext();
  return { find: (text) => findCustomers(scope, text), toOption };
}

/**
 * `loadOptions` for a form's SelectField picking a customer:
 * `<field.SelectField label="Customer" loadOptions={useCustomerOptions().loadOptions} />`.
 */
export function useCustomerOptions() {
  return useRecordOptions(useCustomerSource());
}
