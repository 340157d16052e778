/** The invoice and receipt PDF builders on demand (pdf-lib and the fonts load only when asked for). */
export const loadInvoicePdf = () => import('./invoice-pdf');
