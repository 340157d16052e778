/**
 * The customer calls (tools/customers): query options for the route's loader and the page, and
 * the changes, each refreshing the caches that show customers.
 */
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { businessParams, type BusinessContextValue } from '@/features/business';
import { fetchAllPages, listQueryOf, useInvalidate, type ListSearch } from '@/features/tools-kit';

const { $api, client } = business;

export type Customer = BusinessSchemas['Customer'];
export type CustomerInput = BusinessSchemas['CustomerInput'];
export type CustomerType = Customer['type'];

/** Where a call goes: the business (and the chosen location, which customers ignore: D5). */
export type Scope = Pick<BusinessContextValue, 'businessId' | 'location'>;

export const CUSTOMERS_PATH = '/business/v1/{businessId}/tools/customers/';
export const CUSTOMER_PATH = '/business/v1/{businessId}/tools/customers/{id}';
/** Caches a customer change touches: the lists, the record, and the debtors that name customers. */
export const CUSTOMER_CACHES = [CUSTOMERS_PATH, CUSTOMER_PATH, '/business/v1/{businessId}/tools/debtors/'] as const;

/** One page of the customers list for the URL state (server search and paging; D6 tabs). */
export const customersQuery = (scope: Scope, search: ListSearch) => {
  const base = businessParams(scope);
  return $api.queryOptions(
    'get',
    CUSTOMERS_PATH,
    { params: { path: base.path, query: { ...base.query, ...listQueryOf(search) } } },
    // The table shows a failure with Retry; no toast as well.
    { meta: { silent: true } },
  );
};

export const customerQuery = (scope: Scope, id: number) => {
  const base = businessParams(scope);
  return $api.queryOptions('get', CUSTOMER_PATH, { params: { path: { ...base.path, id }, query: base.query } });
};

/** Active customers matching `text` (the first page, by name), for pickers. */
export async function findCustomers(scope: Scope, text: string): Promise<Customer[]> {
  const base = businessParams(scope);
  const { data } = await client.GET(CUSTOMERS_PATH, {
    params: { path: base.path, query: { ...base.query, active: true, search: text || undefined } },
  });
  return data?.results ?? [];
}

/** Every customer of a list (active or removed), page after page: the CSV export. */
export function fetchAllCustomers(scope: Scope, active: boolean): Promise<Customer[]> {
  const base = businessParams(scope);
  return fetchAllPages(async (page) => {
    const { data } = await client.GET(CUSTOMERS_PATH, {
      params: { path: base.path, query: { ...base.query, active, page } },
    });
    if (!data) throw new Error('The customers list came back empty.');
    return data;
  });
}

/** Adds a customer. Errors are shown by the form (field errors at their fields). */
export function useCreateCustomer() {
  const invalidate = useInvalidate(CUSTOMER_CACHES);
  return $api.useMutation('post', CUSTOMERS_PATH, {
    meta: { silent: true, successMessage: 'Customer added' },
    onSuccess: invalidate,
  });
}

/** Replaces a customer's details (PUT: the form sends every field). */
export function useUpdateCustomer() {
  const invalidate = useInvalidate(CUSTOMER_CACHES);
  return $api.useMutation('put', CUSTOMER_PATH, {
    meta: { silent: true, successMessage: 'Customer updated' },
    onSuccess: invalidate,
  });
}

/** Adds one customer without toasts or cache refreshes (the CSV import does those once). */
export async function createCustomer(scope: Scope, body: CustomerInput): Promise<Customer> {
  const base = businessParams(scope);
  const { data } = await client.POST(CUSTOMERS_PATH, { params: { path: base.path, query: base.query }, body });
  if (!data) throw new Error('The new customer came back empty.');
  return data;
}

/** Removes (false) or restores (true) a customer: PATCH `{active}` (D6). */
export async function setCustomerActive(scope: Scope, customer: Customer, active: boolean): Promise<void> {
  const base = businessParams(scope);
  await client.PATCH(CUSTOMER_PATH, { params: { path: { ...base.path, id: customer.id }, query: base.query }, body: { active } });
}

/** Deletes a customer for good; the server refuses (400) while it has invoices. */
export async function deleteCustomer(scope: Scope, customer: Customer): Promise<void> {
  const base = businessParams(scope);
  await client.DELETE(CUSTOMER_PATH, { params: { path: { ...base.path, id: customer.id }, query: base.query } });
}
