/**
 * The marketplace feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */
import { lazy } from 'react';

export const MarketplacePage = lazy(() => import('./components/marketplace-page').then((m) => ({ default: m.MarketplacePage })));
export { marketplace, marketplaceQuery } from './api/marketplace.queries';
