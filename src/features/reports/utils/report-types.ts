/** The report types and the view permission each needs (contract: Sales for sales and profit and loss). */
import type { BusinessSchemas } from '@/api/types';
import { can, type MembershipLike, type Resource } from '@/lib/permissions';

export type ReportType = BusinessSchemas['ReportRequest']['report_type'];

export const REPORT_TYPES: { value: ReportType; label: string; resource: Resource }[] = [
  { value: 'sales', label: 'Sales', resource: 'sales' },
  { value: 'profit_and_loss', label: 'Profit and loss', resource: 'sales' },
  { value: 'expenses', label: 'Expenses', resource: 'expense' },
  { value: 'inventory', label: 'Inventory', resource: 'inventory' },
  { value: 'payroll', label: 'Payroll', resource: 'payrollHistory' },
  { value: 'debtors', label: 'Debtors', resource: 'debtors' },
];

/** The report types the member may view. */
export function allowedReportTypes(membership: MembershipLike | null) {
  return REPORT_TYPES.filter((type) => can(membership, type.resource, 'view'));
}
