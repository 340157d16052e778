/**
 * Who may call what in the business service (decision D8), as data: the 56 fixed permissions
 * (ids 93-148, four per resource in the order create, edit, remove, view) and one rule per
 * operation. access.ts enforces these rules on every call; nothing else decides.
 *
 * - signed-in: no business involved (the business list, creating one, reference lists).
 * - member: the owner or an active staff member of the business (else 404).
 * - owner: the owner only (a staff member gets 403): business settings and the marketplace.
 * - permission: a staff member needs one of `any`; PATCH with `active` (remove/restore, D6) or
 *   an invoice cancel needs the resource's remove permission instead (and edit as well when other
 *   fields change). `scoped` resources honour the `location` query parameter (D5).
 * - report: the permission depends on the report type.
 * - public: no session and no business membership (an invoice's customer link, issue 13).
 */
import type { components, operations } from '../../../../src/api/generated/business';

export const ACTIONS = ['create', 'edit', 'remove', 'view'] as const;
export type Action = (typeof ACTIONS)[number];

type PermissionResource = components['schemas']['Permission']['resource'];

/** The 14 resources: label (the contract's enum), name slug and first permission id. */
export const RESOURCES = {
  customers: { label: 'Customers', slug: 'customers', firstId: 93 },
  expense: { label: 'Expense', slug: 'expense', firstId: 97 },
  expenseCategory: { label: 'Expense Category', slug: 'expense_category', firstId: 101 },
  inventory: { label: 'Inventory', slug: 'inventory', firstId: 105 },
  invoicing: { label: 'Invoicing', slug: 'invoicing', firstId: 109 },
  locations: { label: 'Locations', slug: 'locations', firstId: 113 },
  payroll: { label: 'Payroll', slug: 'payroll', firstId: 117 },
  payrollHistory: { label: 'Payroll History', slug: 'payroll_history', firstId: 121 },
  receipt: { label: 'Receipt', slug: 'receipt', firstId: 125 },
  sales: { label: 'Sales', slug: 'sales', firstId: 129 },
  suppliers: { label: 'Suppliers', slug: 'suppliers', firstId: 133 },
  tag: { label: 'Tag', slug: 'tag', firstId: 137 },
  staff: { label: 'Staff', slug: 'staff', firstId: 141 },
  debtors: { label: 'Debtors', slug: 'debtors', firstId: 145 },
} as const satisfies Record<string, { label: PermissionResource; slug: string; firstId: number }>;

export type Resource = keyof typeof RESOURCES;

export const permissionId = (resource: Resource, action: Action): number => RESOURCES[resource].firstId + ACTIONS.indexOf(action);

/** The 56 permissions as `tools/permissions/` answers them, by id. */
export const PERMISSIONS: components['schemas']['Permission'][] = Object.values(RESOURCES).flatMap((r) =>
  ACTIONS.map((action, index) => ({ id: r.firstId + index, name: `${action}_${r.slug}`, resource: r.label, action })),
);

export const ALL_PERMISSION_IDS: number[] = PERMISSIONS.map((p) => p.id);

/** Every id of some resources (all four actions), for role definitions. */
export const allOf = (...resources: Resource[]): number[] => resources.flatMap((r) => ACTIONS.map((a) => permissionId(r, a)));

export type Need = readonly [Resource, Action];

export type Rule =
  | { kind: 'signed-in' }
  | { kind: 'member' }
  | { kind: 'owner' }
  | { kind: 'permission'; any: readonly Need[]; scoped: boolean; removeBy?: { field: string; value?: string } }
  | { kind: 'report' }
  | { kind: 'public' };

const signedIn: Rule = { kind: 'signed-in' };
const member: Rule = { kind: 'member' };
const owner: Rule = { kind: 'owner' };
const can = (resource: Resource, action: Action, ...or: Need[]): Rule => ({
  kind: 'permission',
  any: [[resource, action], ...or],
  scoped: false,
});
const scoped = (resource: Resource, action: Action, ...or: Need[]): Rule => ({
  kind: 'permission',
  any: [[resource, action], ...or],
  scoped: true,
});
/** PATCH: edit, or remove when `active` is given (D6). */
const patch = (resource: Resource, isScoped = false): Rule => ({
  kind: 'permission',
  any: [[resource, 'edit']],
  scoped: isScoped,
  removeBy: { field: 'active' },
});
/** Roles and the permission list: the owner, or whoever manages staff (a new member's form lists roles). */
const readRoles = can('staff', 'edit', ['staff', 'create']);
const writeRoles = can('staff', 'edit');

/** The rule of every operation of the contract (a missing one fails tsc). */
export const RULES: Record<keyof operations, Rule> = {
  // businesses and reference lists
  listBusinesses: signedIn,
  createBusiness: signedIn,
  getBusiness: member,
  patchBusiness: owner,
  getBusinessMembership: member,
  listBusinessCurrencies: signedIn,
  listBusinessBanks: signedIn,
  listBusinessCategories: signedIn,
  listWhiteListEmails: signedIn,
  // customers
  listCustomers: can('customers', 'view'),
  createCustomer: can('customers', 'create'),
  getCustomer: can('customers', 'view'),
  updateCustomer: can('customers', 'edit'),
  patchCustomer: patch('customers'),
  deleteCustomer: can('customers', 'remove'),
  // debtors (computed from invoices, location-scoped)
  listDebtors: scoped('debtors', 'view'),
  getDebtor: scoped('debtors', 'view'),
  sendDebtorReminder: scoped('debtors', 'create'),
  // expenses and categories
  listExpenses: scoped('expense', 'view'),
  createExpense: scoped('expense', 'create'),
  patchExpense: patch('expense', true),
  listExpenseCategories: can('expenseCategory', 'view'),
  createExpenseCategory: can('expenseCategory', 'create'),
  getExpenseCategory: can('expenseCategory', 'view'),
  updateExpenseCategory: can('expenseCategory', 'edit'),
  patchExpenseCategory: patch('expenseCategory'),
  deleteExpenseCategory: can('expenseCategory', 'remove'),
  // inventory, images and tags
  listInventoryItems: scoped('inventory', 'view'),
  createInventoryItem: scoped('inventory', 'create'),
  getInventoryItem: scoped('inventory', 'view'),
  updateInventoryItem: scoped('inventory', 'edit'),
  patchInventoryItem: patch('inventory', true),
  uploadInventoryImage: scoped('inventory', 'create', ['inventory', 'edit']),
  deleteInventoryImage: scoped('inventory', 'edit'),
  listInventoryAdjustments: scoped('inventory', 'view'),
  createInventoryAdjustment: scoped('inventory', 'edit'),
  listInventoryTags: can('tag', 'view'),
  createInventoryTag: can('tag', 'create'),
  // invoices (PATCH state cancelled voids: remove) and receipts
  listInvoices: scoped('invoicing', 'view'),
  createInvoice: scoped('invoicing', 'create'),
  getInvoice: scoped('invoicing', 'view'),
  patchInvoice: {
    kind: 'permission',
    any: [['invoicing', 'edit']],
    scoped: true,
    removeBy: { field: 'state', value: 'cancelled' },
  },
  deleteInvoice: scoped('invoicing', 'remove'),
  // designed (issue 13): whoever raises invoices attaches their file and shares their link
  uploadInvoiceAttachment: scoped('invoicing', 'create'),
  shareInvoice: scoped('invoicing', 'create'),
  revokeInvoiceShare: scoped('invoicing', 'create'),
  getPublicInvoice: { kind: 'public' },
  listReceipts: scoped('receipt', 'view'),
  createReceipt: scoped('receipt', 'create'),
  getReceipt: scoped('receipt', 'view'),
  // locations
  listLocations: can('locations', 'view'),
  createLocation: can('locations', 'create'),
  getLocation: can('locations', 'view'),
  updateLocation: can('locations', 'edit'),
  patchLocation: patch('locations'),
  deleteLocation: can('locations', 'remove'),
  // payroll and payroll payments
  listPayrolls: scoped('payroll', 'view'),
  createPayroll: scoped('payroll', 'create'),
  getPayroll: scoped('payroll', 'view'),
  updatePayroll: scoped('payroll', 'edit'),
  patchPayroll: patch('payroll', true),
  deletePayroll: scoped('payroll', 'remove'),
  listPayrollHistories: scoped('payrollHistory', 'view'),
  getPayrollHistoryMonthlyTotals: scoped('payrollHistory', 'view'),
  createPayrollHistory: scoped('payrollHistory', 'create'),
  getPayrollHistory: scoped('payrollHistory', 'view'),
  updatePayrollHistory: scoped('payrollHistory', 'edit'),
  patchPayrollHistory: scoped('payrollHistory', 'edit'),
  deletePayrollHistory: scoped('payrollHistory', 'remove'),
  // staff, roles and permissions
  listMembers: can('staff', 'view'),
  createMember: can('staff', 'create'),
  updateMember: can('staff', 'edit'),
  patchMember: patch('staff'),
  listRoles: readRoles,
  createRole: writeRoles,
  updateRole: writeRoles,
  patchRole: writeRoles,
  listPermissions: readRoles,
  // suppliers
  listSuppliers: can('suppliers', 'view'),
  createSupplier: can('suppliers', 'create'),
  getSupplier: can('suppliers', 'view'),
  updateSupplier: can('suppliers', 'edit'),
  patchSupplier: patch('suppliers'),
  deleteSupplier: can('suppliers', 'remove'),
  // reports and statistics (the contract names the permission of each figure)
  generateBusinessReport: { kind: 'report' },
  getTotalSales: scoped('sales', 'view'),
  getTotalExpenses: scoped('expense', 'view'),
  getTotalInventoryWorth: scoped('inventory', 'view'),
  getTotalPayrollPaid: scoped('payrollHistory', 'view'),
  getTotalProfits: scoped('sales', 'view'),
  // marketplace: the owner's (D8)
  listMarketplaceOrders: owner,
  getMarketplaceOrder: owner,
  updateMarketplaceOrderStatus: owner,
  listMarketplacePayouts: owner,
  getMarketplacePayout: owner,
  listMarketplaceAffiliates: owner,
  getMarketplaceAffiliate: owner,
  listAffiliateProducts: owner,
  listMarketplaceDisputes: owner,
  getMarketplaceDispute: owner,
  listDisputeMessages: owner,
  createDisputeMessage: owner,
  listDeliveryFees: owner,
  patchDeliveryFee: owner,
};

/** The permission a report needs, by type (contract: Sales view for sales and P&L, else the resource's view). */
export const REPORT_NEEDS: Record<components['schemas']['ReportRequest']['report_type'], Need> = {
  sales: ['sales', 'view'],
  profit_and_loss: ['sales', 'view'],
  expenses: ['expense', 'view'],
  inventory: ['inventory', 'view'],
  payroll: ['payroll', 'view'],
  debtors: ['debtors', 'view'],
};

export type OperationId = keyof operations;

const idsOf = (action: Action, ...resources: Resource[]) => resources.map((r) => permissionId(r, action));
const sortedIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The template roles every new business starts with (createBusiness, x-designed): the same sets as
 * the app's roles editor offers (src/lib/permissions/role-templates.ts; defaults.test.ts checks
 * they agree). The sandbox keeps its own copy: it imports nothing from src/ but contract types.
 */
export const DEFAULT_ROLES: readonly { name: string; description: string; permissions: readonly number[] }[] = [
  {
    name: 'Manager',
    description: 'Runs the business day to day: sales, stock, customers, suppliers and expenses; adds staff.',
    permissions: sortedIds([
      ...allOf(
        'customers',
        'expense',
        'expenseCategory',
        'inventory',
        'invoicing',
        'receipt',
        'sales',
        'suppliers',
        'tag',
        'debtors',
      ),
      ...idsOf('view', 'staff', 'locations', 'payroll', 'payrollHistory'),
      permissionId('staff', 'create'),
    ]),
  },
  {
    name: 'Cashier',
    description: 'Raises invoices and records payments; adds customers and sees the stock.',
    permissions: sortedIds([
      ...idsOf('create', 'invoicing', 'receipt', 'customers'),
      ...idsOf('view', 'invoicing', 'receipt', 'customers', 'inventory'),
    ]),
  },
  {
    name: 'Accountant',
    description: 'Keeps the books: expenses, payroll and reports; sees sales.',
    permissions: sortedIds([
      ...allOf('expense', 'expenseCategory', 'payroll', 'payrollHistory'),
      ...idsOf('view', 'sales', 'invoicing', 'receipt', 'debtors'),
    ]),
  },
];
