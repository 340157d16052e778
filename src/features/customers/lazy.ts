/**
 * The customers pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const CustomerFormModal = lazy(() =>
  import('./components/customer-form-modal').then((m) => ({ default: m.CustomerFormModal })),
);
export const CustomerPicker = lazy(() => import('./components/customer-picker').then((m) => ({ default: m.CustomerPicker })));
