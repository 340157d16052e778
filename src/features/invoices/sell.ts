/**
 * 'Sell' for other areas (inventory's list and item page): the invoice form with an item as its
 * first line. Import it on demand (`import('@/features/invoices/sell')`); it is not in lazy.ts, so
 * the invoice list's first load does not carry the form's chunk list.
 */
export { SellModal } from './components/invoice-form/sell-modal';
