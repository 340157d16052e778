/**
 * The customer calls (tools/customers), from the resource layer: query options for the route's
 * loader and the page, and the changes, each refreshing the caches that show customers (the
 * lists, the record, and the debtors that name customers).
 */
import type { BusinessSchemas } from '@/api/types';
import { businessResource, type BusinessScope } from '@/api/resource';
import { listQueryOf, type ListSearch } from '@/lib/list-search';
import { fetchAllPages } from '@/lib/fetch-all-pages';

export type Customer = BusinessSchemas['Customer'];
export type CustomerInput = BusinessSchemas['CustomerInput'];
export type CustomerType = Customer['type'];

export const customers = businessResource({
  list: '/business/v1/{businessId}/tools/customers/',
  item: '/business/v1/{businessId}/tools/customers/{id}',
  touches: ['/business/v1/{businessId}/tools/debtors/'],
});

export const CUSTOMERS_PATH = customers.list;
export const CUSTOMER_PATH = customers.item;
/** Caches a customer change touches: the lists, the record, and the debtors that name customers. */
export const CUSTOMER_CACHES = customers.invalidates;

/** One page of the customers list for the URL state (server search and paging; D6 tabs). The table shows a failure with Retry. */
export const customersQuery = (scope: BusinessScope, search: ListSearch) =>
  customers.listQuery(scope, listQueryOf(search), { meta: { silent: true } });

export const customerQuery = (scope: BusinessScope, id: number) => customers.itemQuery(scope, id);

/** Active customers matching `text` (the first page, by name), for pickers. */
export async function findCustomers(scope: BusinessScope, text: string): Promise<Customer[]> {
  const data = await customers.fetchList(scope, { active: true, search: text || undefined });
  return data.results;
}

/** Every customer of a list (active or removed), page after page: the CSV export. */
export const fetchAllCustomers = (scope: BusinessScope, active: boolean): Promise<Customer[]> =>
  fetchAllPages((page) => customers.fetchList(scope, { active, page }));

/** Adds a customer. Errors are shown by the form (field errors at their fields). */
export const useCreateCustomer = () => customers.useCreate({ meta: { silent: true, successMessage: 'Customer added' } });

/** Replaces a customer's details (PUT: the form sends every field). */
export const useUpdateCustomer = () => customers.useUpdate({ meta: { silent: true, successMessage: 'Customer updated' } });

/** Adds one customer without toasts or cache refreshes (the CSV import does those once). */
export const createCustomer = (scope: BusinessScope, body: CustomerInput): Promise<Customer> =>
  customers.calls.create({ scope, body });
