/**
 * The marketplace feature (issue 18, the owner's, D8). Route configs import this index (query
 * options for loaders, the lists' URL schemas); the pages load lazily from lazy.ts.
 */

export {
  affiliateQuery,
  affiliatesQuery,
  deliveryFeesQuery,
  disputeQuery,
  disputesQuery,
  orderQuery,
  ordersQuery,
  payoutQuery,
  payoutsQuery,
} from './api/marketplace.queries';
export {
  parseAffiliatesSearch,
  datedParams,
  parseDisputesSearch,
  monthSoFar,
  parseOrdersSearch,
  parsePayoutsSearch,
  type AffiliatesSearch,
  type DisputesSearch,
  type OrdersSearch,
  type PayoutsSearch,
} from './search';
