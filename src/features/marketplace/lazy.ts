/**
 * The marketplace pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const MarketplacePage = lazy(() => import('./components/marketplace-page').then((m) => ({ default: m.MarketplacePage })));
