import { monthParam } from '@/lib/month-param';
import { parseSearch } from '@/lib/search-params';

/** The dashboard's `?month=` (year-month); absent: the last 12 months. */
export const parseDashboardSearch = parseSearch({ month: monthParam });
