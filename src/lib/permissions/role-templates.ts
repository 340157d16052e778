/**
 * The template roles every new business starts with (issue 22, item 5) and the roles editor offers
 * as starting points (item 6): Manager, Cashier and Accountant, as permission ids (93-148). The
 * sandbox creates the same three roles with every new business
 * (scripts/sandbox/services/business/permissions.ts, DEFAULT_ROLES; a test checks they agree).
 */
import { ACTIONS, RESOURCE_KEYS, permissionId, type Action, type Resource } from './ids';

export const ROLE_TEMPLATE_NAMES = ['Manager', 'Cashier', 'Accountant'] as const;
export type RoleTemplateName = (typeof ROLE_TEMPLATE_NAMES)[number];

export interface RoleTemplate {
  name: RoleTemplateName;
  description: string;
  /** Sorted permission ids. */
  permissions: readonly number[];
}

const all = (...resources: Resource[]) => resources.flatMap((r) => ACTIONS.map((a) => permissionId(r, a)));
const only = (action: Action, ...resources: Resource[]) => resources.map((r) => permissionId(r, action));
const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Everything except staff changes (which include roles), locations and payroll changes. */
const MANAGER_ALL: Resource[] = RESOURCE_KEYS.filter((r) => !['staff', 'locations', 'payroll', 'payrollHistory'].includes(r));

export const ROLE_TEMPLATES: readonly RoleTemplate[] = [
  {
    name: 'Manager',
    description: 'Runs the business day to day: sales, stock, customers, suppliers and expenses; adds staff.',
    permissions: sorted([
      ...all(...MANAGER_ALL),
      ...only('view', 'staff', 'locations', 'payroll', 'payrollHistory'),
      permissionId('staff', 'create'),
    ]),
  },
  {
    name: 'Cashier',
    description: 'Raises invoices and records payments; adds customers and sees the stock.',
    permissions: sorted([
      ...only('create', 'invoicing', 'receipt', 'customers'),
      ...only('view', 'invoicing', 'receipt', 'customers', 'inventory'),
    ]),
  },
  {
    name: 'Accountant',
    description: 'Keeps the books: expenses, payroll and reports; sees sales.',
    permissions: sorted([
      ...all('expense', 'expenseCategory', 'payroll', 'payrollHistory'),
      ...only('view', 'sales', 'invoicing', 'receipt', 'debtors'),
    ]),
  },
];

/** The template of a name (case and spaces ignored), if it is one. */
export function roleTemplate(name: string): RoleTemplate | undefined {
  const wanted = name.trim().toLowerCase();
  return ROLE_TEMPLATES.find((template) => template.name.toLowerCase() === wanted);
}
