/**
 * The marketplace's resources (issue 18, owner only, D8): orders (with fulfilment), payouts,
 * affiliates and their products, disputes and their messages, delivery fees. Every list is one
 * page of 100 (spec section 9); the pages show a failure in place, so the queries are silent for
 * the toaster.
 */
import { businessResource, type BusinessScope, type ListParams } from '@/api/resource';

export const ORDERS = '/business/v1/{businessId}/marketplace/orders/';
export const ORDER = '/business/v1/{businessId}/marketplace/orders/{id}/';
export const PAYOUTS = '/business/v1/{businessId}/marketplace/payouts/';
export const DISPUTE_MESSAGES = '/business/v1/{businessId}/marketplace/disputes/{id}/dispute_messages/';

export const silent = { meta: { silent: true } } as const;

export const orders = businessResource({ list: ORDERS, item: ORDER });
export const payouts = businessResource({ list: PAYOUTS, item: '/business/v1/{businessId}/marketplace/payouts/{id}/' });
export const affiliates = businessResource({
  list: '/business/v1/{businessId}/marketplace/affiliates/',
  item: '/business/v1/{businessId}/marketplace/affiliates/{id}',
});
export const disputes = businessResource({
  list: '/business/v1/{businessId}/marketplace/disputes/',
  item: '/business/v1/{businessId}/marketplace/disputes/{id}/',
  touches: [DISPUTE_MESSAGES],
});
export const deliveryFees = businessResource({
  list: '/business/v1/{businessId}/marketplace/delivery_fees',
  item: '/business/v1/{businessId}/marketplace/delivery_fees/{id}/',
});

export const PER_PAGE = 100;

export const ordersQuery = (scope: BusinessScope, params: Omit<ListParams<typeof ORDERS>, 'per_page'> = {}) =>
  orders.listQuery(scope, { ...params, per_page: PER_PAGE }, silent);
export const orderQuery = (scope: BusinessScope, id: number) => orders.itemQuery(scope, id, silent);
export const payoutsQuery = (scope: BusinessScope, params: Omit<ListParams<typeof PAYOUTS>, 'per_page'> = {}) =>
  payouts.listQuery(scope, { ...params, per_page: PER_PAGE }, silent);
export const payoutQuery = (scope: BusinessScope, id: number) => payouts.itemQuery(scope, id, silent);
export const affiliatesQuery = (scope: BusinessScope, params: { page?: number | undefined; search?: string | undefined } = {}) =>
  affiliates.listQuery(scope, { ...params, per_page: PER_PAGE }, silent);
export const affiliateQuery = (scope: BusinessScope, id: number) => affiliates.itemQuery(scope, id, silent);
export const disputesQuery = (scope: BusinessScope, params: { page?: number | undefined; status?: string | undefined } = {}) =>
  disputes.listQuery(scope, { ...params, per_page: PER_PAGE }, silent);
export const disputeQuery = (scope: BusinessScope, id: number) => disputes.itemQuery(scope, id, silent);
export const deliveryFeesQuery = (scope: BusinessScope, page?: number) =>
  deliveryFees.listQuery(scope, { page, per_page: PER_PAGE }, silent);
