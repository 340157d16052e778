/** The receipt PDF builder on demand (pdf-lib and the fonts load only when asked for). */
export const loadReceiptPdf = () => import('./receipt-pdf');
