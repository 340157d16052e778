/**
 * Locations (spec section 7, `tools/locations/`): the paged list with active/search, create, edit
 * (PUT), remove/restore by PATCH `active` (D6) and the permanent DELETE (asked twice). Locations
 * ignore the location parameter (D5), so their keys don't carry it. Every change also refreshes
 * the business, whose `locations` feed the header's location switcher, so it changes at once.
 */
import { business } from '@/api/clients';
import { useInvalidate } from '@/features/tools-kit';
import type { Location } from '../schemas/location.schema';

const { $api, client } = business;

export const LOCATIONS_PATH = '/business/v1/{businessId}/tools/locations/';
export const LOCATION_PATH = '/business/v1/{businessId}/tools/locations/{id}';

/** Every GET a location change touches: the lists, and the business (and businesses) the switcher reads. */
export const LOCATION_CHANGES = [
  LOCATIONS_PATH,
  LOCATION_PATH,
  '/business/v1/businesses/{id}/',
  '/business/v1/businesses/',
] as const;

export interface LocationListParams {
  businessId: number;
  active: boolean;
  page?: number | undefined;
  search?: string | undefined;
}

/** One page (10) of the business's active or removed locations, by name. */
export const locationsQuery = ({ businessId, active, page, search }: LocationListParams) =>
  $api.queryOptions('get', LOCATIONS_PATH, { params: { path: { businessId }, query: { active, page, search } } });

/** Create a location; the form shows failures at its fields (silent for the toaster). */
export function useCreateLocation() {
  return $api.useMutation('post', LOCATIONS_PATH, {
    meta: { silent: true, successMessage: 'Location added' },
    onSuccess: useInvalidate(LOCATION_CHANGES),
  });
}

/** Replace a location's name, address and phone number (PUT). */
export function useUpdateLocation() {
  return $api.useMutation('put', LOCATION_PATH, {
    meta: { silent: true, successMessage: 'Location saved' },
    onSuccess: useInvalidate(LOCATION_CHANGES),
  });
}

/** PATCH `{active}`: remove (false) or restore (true) a location (D6). */
export function setLocationActive(businessId: number, location: Location, active: boolean) {
  return client.PATCH(LOCATION_PATH, { params: { path: { businessId, id: location.id } }, body: { active } });
}

/** DELETE a location for good (D6; the server refuses the last active one, or one in use). */
export function deleteLocation(businessId: number, location: Location) {
  return client.DELETE(LOCATION_PATH, { params: { path: { businessId, id: location.id } } });
}
