/** The dashboard feature: light exports for the route's loader, the page itself loads lazily. */
import { lazy } from 'react';

export const Dashboard = lazy(() => import('./components/dashboard').then((m) => ({ default: m.Dashboard })));
export {
  STATISTICS,
  statisticQueries,
  statisticQuery,
  type Statistic,
  type StatisticKey,
  type StatisticScope,
} from './api/statistics.queries';
export { dashboardSearchSchema, monthLabel, recentMonths } from './month';
