/**
 * The supplier calls (tools/suppliers), from the resource layer: query options for the route's
 * loader and the page, the whole list (`page=all`) for pickers, and the changes, each refreshing
 * the caches that show suppliers (the lists, the record, and inventory items that name suppliers).
 */
import type { BusinessSchemas } from '@/api/types';
import { businessResource, type BusinessScope } from '@/api/resource';
import { listQueryOf, type ListSearch } from '@/lib/list-search';
import { searchable } from '@/lib/browser-paging';

export type Supplier = BusinessSchemas['Supplier'];
export type SupplierInput = BusinessSchemas['SupplierInput'];

export const suppliers = businessResource({
  list: '/business/v1/{businessId}/tools/suppliers/',
  item: '/business/v1/{businessId}/tools/suppliers/{id}',
  touches: ['/business/v1/{businessId}/tools/inventories/'],
});

export const SUPPLIERS_PATH = suppliers.list;
export const SUPPLIER_PATH = suppliers.item;
export const SUPPLIER_CACHES = suppliers.invalidates;

/** One page of the suppliers list for the URL state (server search and paging; D6 tabs). */
export const suppliersQuery = (scope: BusinessScope, search: ListSearch) =>
  suppliers.listQuery(scope, listQueryOf(search), { meta: { silent: true } });

/** Every active supplier in one answer (`page=all`): pickers search it in the browser; a change refreshes it. */
export const allSuppliersQuery = (scope: BusinessScope) =>
  suppliers.listQuery(scope, { active: true, page: 'all' }, { staleTime: 60_000 });

export const supplierQuery = (scope: BusinessScope, id: number) => suppliers.itemQuery(scope, id);

/** The suppliers of a `page=all` answer whose name, email or phone holds `text`. */
export function matchSuppliers(list: readonly Supplier[], text: string): Supplier[] {
  const needle = searchable(text);
  if (!needle) return [...list];
  return list.filter((s) => [s.name, s.email, s.phone_number].some((field) => field && searchable(field).includes(needle)));
}

/** Adds a supplier. Errors are shown by the form (field errors at their fields). */
export const useCreateSupplier = () => suppliers.useCreate({ meta: { silent: true, successMessage: 'Supplier added' } });

/** Replaces a supplier's details (PUT: the form sends every field). */
export const useUpdateSupplier = () => suppliers.useUpdate({ meta: { silent: true, successMessage: 'Supplier updated' } });
