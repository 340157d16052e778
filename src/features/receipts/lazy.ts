/**
 * The receipts pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

/** Record a payment on an invoice (the invoice list and page open it). */
export const RecordPaymentDialog = lazy(() =>
  import('./components/record-payment-dialog').then((m) => ({ default: m.RecordPaymentDialog })),
);
