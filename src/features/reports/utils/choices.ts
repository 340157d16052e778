/**
 * The values the reports page's URL may hold, kept apart from the range maths and the type labels
 * so the route's search schema (in the entry chunk with every route config) stays small.
 */
import type { BusinessSchemas } from '@/api/types';

export const PERIOD_CHOICES = ['this-month', 'last-month', 'this-quarter', 'year-to-date', 'last-12-months', 'custom'] as const;

/** Every report type of the contract (report-types.ts gives their labels, order and resources). */
export const REPORT_TYPE_VALUES = [
  'sales',
  'profit_and_loss',
  'expenses',
  'inventory',
  'payroll',
  'debtors',
] as const satisfies readonly BusinessSchemas['ReportRequest']['report_type'][];
