/**
 * The receipts pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const ReceiptsPage = lazy(() => import('./components/receipts-page').then((m) => ({ default: m.ReceiptsPage })));
export const ReceiptRecordPage = lazy(() =>
  import('./components/receipt-record-page').then((m) => ({ default: m.ReceiptRecordPage })),
);
/** Record a payment on an invoice (the invoice list and page open it). */
export const RecordPaymentDialog = lazy(() =>
  import('./components/record-payment-dialog').then((m) => ({ default: m.RecordPaymentDialog })),
);
