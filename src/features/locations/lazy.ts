/**
 * The locations pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const LocationFormModal = lazy(() =>
  import('./components/location-form-modal').then((m) => ({ default: m.LocationFormModal })),
);
export const LocationMultiSelect = lazy(() =>
  import('./components/location-multi-select').then((m) => ({ default: m.LocationMultiSelect })),
);
