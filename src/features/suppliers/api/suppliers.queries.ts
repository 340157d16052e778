/**
 * The supplier calls (tools/suppliers): query options for the route's loader and the page, the
 * whole list (`page=all`) for pickers, and the changes, each refreshing the caches that show
 * suppliers.
 */
import { business } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { businessParams, type BusinessContextValue } from '@/features/business';
import { listQueryOf, searchable, useInvalidate, type ListSearch } from '@/features/tools-kit';

const { $api, client } = business;

export type Supplier = BusinessSchemas['Supplier'];
export type SupplierInput = BusinessSchemas['SupplierInput'];

/** Where a call goes: the business (and the chosen location, which suppliers ignore: D5). */
export type Scope = Pick<BusinessContextValue, 'businessId' | 'location'>;

export const SUPPLIERS_PATH = '/business/v1/{businessId}/tools/suppliers/';
export const SUPPLIER_PATH = '/business/v1/{businessId}/tools/suppliers/{id}';
/** Caches a supplier change touches: the lists (and `page=all`), the record, and inventory items that name suppliers. */
export const SUPPLIER_CACHES = [SUPPLIERS_PATH, SUPPLIER_PATH, '/business/v1/{businessId}/tools/inventories/'] as const;

/** One page of the suppliers list for the URL state (server search and paging; D6 tabs). */
export const suppliersQuery = (scope: Scope, search: ListSearch) => {
  const base = businessParams(scope);
  return $api.queryOptions(
    'get',
    SUPPLIERS_PATH,
    { params: { path: base.path, query: { ...base.query, ...listQueryOf(search) } } },
    { meta: { silent: true } },
  );
};

/** Every active supplier in one answer (`page=all`): pickers search it in the browser. */
export const allSuppliersQuery = (scope: Scope) => {
  const base = businessParams(scope);
  return $api.queryOptions(
    'get',
    SUPPLIERS_PATH,
    { params: { path: base.path, query: { ...base.query, active: true, page: 'all' } } },
    // Typing in a picker searches this copy; a supplier change refreshes it (SUPPLIER_CACHES).
    { staleTime: 60_000 },
  );
};

export const supplierQuery = (scope: Scope, id: number) => {
  const base = businessParams(scope);
  return $api.queryOptions('get', SUPPLIER_PATH, { params: { path: { ...base.path, id }, query: base.query } });
};

/** The suppliers of a `page=all` answer whose name, email or phone holds `text`. */
export function matchSuppliers(suppliers: readonly Supplier[], text: string): Supplier[] {
  const needle = searchable(text);
  if (!needle) return [...suppliers];
  return suppliers.filter((s) => [s.name, s.email, s.phone_number].some((field) => field && searchable(field).includes(needle)));
}

/** Adds a supplier. Errors are shown by the form (field errors at their fields). */
export function useCreateSupplier() {
  const invalidate = useInvalidate(SUPPLIER_CACHES);
  return $api.useMutation('post', SUPPLIERS_PATH, {
    meta: { silent: true, successMessage: 'Supplier added' },
    onSuccess: invalidate,
  });
}

/** Replaces a supplier's details (PUT: the form sends every field). */
export function useUpdateSupplier() {
  const invalidate = useInvalidate(SUPPLIER_CACHES);
  return $api.useMutation('put', SUPPLIER_PATH, {
    meta: { silent: true, successMessage: 'Supplier updated' },
    onSuccess: invalidate,
  });
}

/** Removes (false) or restores (true) a supplier: PATCH `{active}` (D6). */
export async function setSupplierActive(scope: Scope, supplier: Supplier, active: boolean): Promise<void> {
  const base = businessParams(scope);
  await client.PATCH(SUPPLIER_PATH, { params: { path: { ...base.path, id: supplier.id }, query: base.query }, body: { active } });
}

/** Deletes a supplier for good (its inventory items keep their stock and lose the reference). */
export async function deleteSupplier(scope: Scope, supplier: Supplier): Promise<void> {
  const base = businessParams(scope);
  await client.DELETE(SUPPLIER_PATH, { params: { path: { ...base.path, id: supplier.id }, query: base.query } });
}
