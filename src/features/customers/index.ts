/**
 * The customers feature. Eager exports stay light (query options for loaders, types, schemas);
 * components load lazily with the pages that render them (decision 0006).
 *
 * For reuse (invoices, ...): `CustomerFormModal` (add a customer from anywhere; `onSaved` gives
 * the new customer), `CustomerPicker` (a searchable select over the customers), and
 * `useCustomerOptions` for a form's SelectField.
 */

export { useCustomerOptions } from './components/customer-options';
export type { CustomerFormModalProps } from './components/customer-form-modal';
export type { CustomerRecordPageProps } from './components/customer-record-page';
export type { CustomerPickerProps } from './components/customer-picker';
export {
  CUSTOMER_CACHES,
  CUSTOMER_PATH,
  CUSTOMERS_PATH,
  customerQuery,
  customersQuery,
  findCustomers,
  type Customer,
  type CustomerInput,
  type CustomerType,
} from './api/customers.queries';
export { CUSTOMER_TYPE_LABELS, CUSTOMER_TYPES, customerFormSchema, type CustomerFormValues } from './schemas/customer';
