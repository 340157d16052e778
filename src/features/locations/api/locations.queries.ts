/**
 * Locations (spec section 7, `tools/locations/`), from the resource layer: the paged list with
 * active/search, create, edit (PUT), remove/restore by PATCH `active` (D6) and the permanent
 * DELETE (asked twice). Every change also refreshes the business, whose `locations` feed the
 * header's location switcher, so it changes at once.
 */
import { businessResource, type BusinessScope, type ListParams } from '@/api/resource';

export const locations = businessResource({
  list: '/business/v1/{businessId}/tools/locations/',
  item: '/business/v1/{businessId}/tools/locations/{id}',
  touches: ['/business/v1/businesses/{id}/', '/business/v1/businesses/'],
});

export const LOCATIONS_PATH = locations.list;
export const LOCATION_PATH = locations.item;
/** Every GET a location change touches: the lists, and the business (and businesses) the switcher reads. */
export const LOCATION_CHANGES = locations.invalidates;

/** One page (10) of the business's active or removed locations, by name. */
export const locationsQuery = (scope: BusinessScope, params: ListParams<typeof LOCATIONS_PATH>) =>
  locations.listQuery(scope, params);

/** Create a location; the form shows failures at its fields (silent for the toaster). */
export const useCreateLocation = () => locations.useCreate({ meta: { silent: true, successMessage: 'Location added' } });

/** Replace a location's name, address and phone number (PUT). */
export const useUpdateLocation = () => locations.useUpdate({ meta: { silent: true, successMessage: 'Location saved' } });

/** One location (its own page). */
export const locationQuery = (scope: BusinessScope, id: number) => locations.itemQuery(scope, id, { meta: { silent: true } });

/**
 * The staff list (`page=all`), read by a location's page for the staff who work there. Its own
 * query of the same call, not the staff feature's (that feature's form imports this one's
 * location picker): a staff change refreshes it all the same, by path.
 */
const members = businessResource({ list: '/business/v1/{businessId}/tools/members/' });
export const locationStaffQuery = (scope: BusinessScope) =>
  members.listQuery(scope, { page: 'all', active: true }, { meta: { silent: true } });
