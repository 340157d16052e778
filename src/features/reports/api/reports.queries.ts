/** The report call (POST tools/report/, JSON) for a type and a month at the chosen location (D5). */
import { business } from '@/api/clients';
import { scopeParams, type BusinessScope } from '@/api/resource';
import { monthRange } from '@/lib/month';
import type { ReportType } from '../utils/report-types';

export const reportQuery = (scope: BusinessScope, type: ReportType, month: string) =>
  business.$api.queryOptions(
    'post',
    '/business/v1/{businessId}/tools/report/',
    { params: scopeParams(scope), body: { report_type: type, ...monthRange(month), format: 'json' } },
    { meta: { silent: true } },
  );
