/**
 * The reports pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const ReportsPage = lazy(() => import('./components/reports-page').then((m) => ({ default: m.ReportsPage })));
