/**
 * The invoices pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const InvoicesPage = lazy(() => import('./components/invoices-page').then((m) => ({ default: m.InvoicesPage })));
export const InvoiceRecordPage = lazy(() =>
  import('./components/invoice-record-page').then((m) => ({ default: m.InvoiceRecordPage })),
);

/** The customer's page of a shared invoice (`/i/$token`, no sign-in). */
export const PublicInvoicePage = lazy(() =>
  import('./components/public-invoice-page').then((m) => ({ default: m.PublicInvoicePage })),
);
