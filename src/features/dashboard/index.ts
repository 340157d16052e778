/** The dashboard feature (the page's chunk holds the component; the route tree only the search schema). */
export { Dashboard } from './components/dashboard';
export { STATISTICS, statisticQueries, statisticQuery, type Statistic, type StatisticKey } from './api/statistics.queries';
export { parseDashboardSearch } from './search';
export { monthLabel, recentMonths } from '@/lib/month';
