/**
 * Locations (spec: name, address, phone number). Route configs import this index, so the eager
 * exports stay light (query options, cache paths, types); components load lazily (wrap the
 * reusable ones in Suspense).
 *
 * For other features: `LocationMultiSelect` (choose several of the business's locations, e.g.
 * where a staff member works), `LocationFormModal` (add a location from elsewhere), and
 * `LOCATION_CHANGES` (the caches a location change touches, the header's switcher included).
 */

export type { LocationFormModalProps } from './components/location-form-modal';
export type { LocationRecordPageProps } from './components/location-record-page';
export type { LocationMultiSelectProps } from './components/location-multi-select';
export {
  LOCATION_CHANGES,
  LOCATION_PATH,
  LOCATIONS_PATH,
  locationQuery,
  locationsQuery,
  locations,
} from './api/locations.queries';
export type { Location, LocationFormValues } from './schemas/location.schema';
