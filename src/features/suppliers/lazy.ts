/**
 * The suppliers pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const SupplierFormModal = lazy(() =>
  import('./components/supplier-form-modal').then((m) => ({ default: m.SupplierFormModal })),
);
export const SupplierPicker = lazy(() => import('./components/supplier-picker').then((m) => ({ default: m.SupplierPicker })));
