/**
 * The marketplace calls only its pages use (fulfilment, an affiliate's products, a dispute's
 * thread): kept out of marketplace.queries.ts, which the route loaders put in the entry chunk.
 */
import { business } from '@/api/clients';
import { businessResource, scopeParams, type BusinessScope } from '@/api/resource';
import { DISPUTE_MESSAGES, ORDER, ORDERS, PAYOUTS, PER_PAGE, silent } from './marketplace.queries';

const AFFILIATE_PRODUCTS = '/business/v1/{businessId}/marketplace/affiliates/{id}/affiliate_products';

/** Fulfilment: PATCH the order's status; the order, the lists and the payouts' answers are refreshed. */
export const orderStatus = businessResource({
  list: ORDERS,
  item: '/business/v1/{businessId}/marketplace/orders/{id}/status/',
  touches: [ORDER, PAYOUTS],
});
/** The products an affiliate promotes (one page of 100). */
export const affiliateProductsQuery = (scope: BusinessScope, id: number) => {
  const base = scopeParams(scope);
  return business.$api.queryOptions(
    'get',
    AFFILIATE_PRODUCTS,
    { params: { path: { ...base.path, id }, query: { ...base.query, per_page: PER_PAGE } } },
    silent,
  );
};

/** A dispute's whole thread, oldest first. */
export const disputeMessagesQuery = (scope: BusinessScope, id: number) => {
  const base = scopeParams(scope);
  return business.$api.queryOptions(
    'get',
    DISPUTE_MESSAGES,
    { params: { path: { ...base.path, id }, query: base.query } },
    silent,
  );
};
