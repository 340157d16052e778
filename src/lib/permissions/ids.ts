/**
 * The permission ids as plain data (spec section 3, 'Permission ids'): no imports, so the sandbox's
 * tests may use it too. permissions.ts re-exports all of it.
 */
/** The actions of a resource, in the order of their ids. */
export const ACTIONS = ['create', 'edit', 'remove', 'view'] as const;
export type Action = (typeof ACTIONS)[number];

/** The 14 resources with the first id of each (spec section 3: 'Permission ids'). */
export const RESOURCES = {
  customers: { label: 'Customers', firstId: 93 },
  expense: { label: 'Expense', firstId: 97 },
  expenseCategory: { label: 'Expense Category', firstId: 101 },
  inventory: { label: 'Inventory', firstId: 105 },
  invoicing: { label: 'Invoicing', firstId: 109 },
  locations: { label: 'Locations', firstId: 113 },
  payroll: { label: 'Payroll', firstId: 117 },
  payrollHistory: { label: 'Payroll History', firstId: 121 },
  receipt: { label: 'Receipt', firstId: 125 },
  sales: { label: 'Sales', firstId: 129 },
  suppliers: { label: 'Suppliers', firstId: 133 },
  tag: { label: 'Tag', firstId: 137 },
  staff: { label: 'Staff', firstId: 141 },
  debtors: { label: 'Debtors', firstId: 145 },
} as const;

export type Resource = keyof typeof RESOURCES;
export const RESOURCE_KEYS = Object.keys(RESOURCES) as Resource[];

/** A permission as a typed string, e.g. 'view:customers'. */
export type Permission = `${Action}:${Resource}`;

export const FIRST_PERMISSION_ID = 93;
export const LAST_PERMISSION_ID = 148;

/** The numeric id of one resource action, e.g. permissionId('customers', 'view') === 96. */
export function permissionId(resource: Resource, action: Action): number {
  return RESOURCES[resource].firstId + ACTIONS.indexOf(action);
}
