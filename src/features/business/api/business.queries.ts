/**
 * The business root calls (spec section 7, 'Business root') and the member's permissions (D8),
 * as query options for loaders (`ensureQueryData`) and components.
 */
import { business } from '@/api/clients';

const { $api } = business;

/** GET /business/v1/businesses/ (errors: the server's detail, or 'Failed to fetch businesses'). */
export const businessesQuery = () => $api.queryOptions('get', '/business/v1/businesses/');

export const businessQuery = (id: number) =>
  $api.queryOptions('get', '/business/v1/businesses/{id}/', { params: { path: { id } } });

/** The signed-in member's owner flag, role and permission ids (designed, D8). */
export const membershipQuery = (id: number) =>
  $api.queryOptions('get', '/business/v1/businesses/{id}/membership/', { params: { path: { id } } }, { staleTime: 60_000 });

export const categoriesQuery = () => $api.queryOptions('get', '/business/v1/categories', {}, { staleTime: Infinity });
export const currenciesQuery = () => $api.queryOptions('get', '/business/v1/currencies/', {}, { staleTime: Infinity });

/** Creates a business with its first location (D5); refreshes the list. */
export function useCreateBusiness() {
  return $api.useMutation('post', '/business/v1/businesses/', {
    meta: { silent: true },
  });
}
