/** The transfer receipt's PDF builder on demand (pdf-lib and the fonts load only when asked for). */
export const loadTransferReceiptPdf = () => import('./transfer-receipt-pdf');
