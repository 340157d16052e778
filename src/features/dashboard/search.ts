import * as v from 'valibot';
import { monthParam } from '@/lib/month-param';

/** The dashboard's `?month=` (year-month); absent: the last 12 months. */
export const dashboardSearchSchema = v.object({ month: monthParam });
