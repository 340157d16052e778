/**
 * The marketplace pages, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const MarketplaceOverviewPage = lazy(() =>
  import('./components/overview-page').then((m) => ({ default: m.MarketplaceOverviewPage })),
);
export const OrdersPage = lazy(() => import('./components/orders-page').then((m) => ({ default: m.OrdersPage })));
export const OrderPage = lazy(() => import('./components/order-page').then((m) => ({ default: m.OrderPage })));
export const PayoutsPage = lazy(() => import('./components/payouts-page').then((m) => ({ default: m.PayoutsPage })));
export const PayoutPage = lazy(() => import('./components/payout-page').then((m) => ({ default: m.PayoutPage })));
export const AffiliatesPage = lazy(() => import('./components/affiliates-page').then((m) => ({ default: m.AffiliatesPage })));
export const AffiliatePage = lazy(() => import('./components/affiliate-page').then((m) => ({ default: m.AffiliatePage })));
export const DisputesPage = lazy(() => import('./components/disputes-page').then((m) => ({ default: m.DisputesPage })));
export const DisputePage = lazy(() => import('./components/dispute-page').then((m) => ({ default: m.DisputePage })));
export const DeliveryFeesPage = lazy(() =>
  import('./components/delivery-fees-page').then((m) => ({ default: m.DeliveryFeesPage })),
);
