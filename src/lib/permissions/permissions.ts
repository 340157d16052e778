/**
 * The role matrix of spec sections 3, 4 and 6 as data (decision D8): 14 resources, each with the
 * permissions create, edit, remove and view, four consecutive ids per resource (93-148). The
 * backend decides; the UI uses this module to avoid offering what it will refuse (routes in
 * `beforeLoad`, buttons through `<Can>`, the navigation through the same rules).
 */
import type { AccountType, MembershipLike } from './types';

import {
  ACTIONS,
  FIRST_PERMISSION_ID,
  LAST_PERMISSION_ID,
  RESOURCES,
  RESOURCE_KEYS,
  permissionId,
  type Action,
  type Resource,
} from './ids';

export {
  ACTIONS,
  FIRST_PERMISSION_ID,
  LAST_PERMISSION_ID,
  RESOURCES,
  RESOURCE_KEYS,
  permissionId,
  type Action,
  type Permission,
  type Resource,
} from './ids';

/** The resource and action of an id, or undefined outside 93-148. */
export function permissionOf(id: number): { resource: Resource; action: Action } | undefined {
  if (!Number.isInteger(id) || id < FIRST_PERMISSION_ID || id > LAST_PERMISSION_ID) return undefined;
  for (const resource of RESOURCE_KEYS) {
    const offset = id - RESOURCES[resource].firstId;
    const action = ACTIONS[offset];
    if (offset >= 0 && offset < ACTIONS.length && action) return { resource, action };
  }
  return undefined;
}

/** Every id, 93 to 148 (what an owner holds). */
export const ALL_PERMISSION_IDS: readonly number[] = RESOURCE_KEYS.flatMap((resource) =>
  ACTIONS.map((action) => permissionId(resource, action)),
);

/**
 * Whether the membership allows `action` on `resource`. No membership (signed out, no business,
 * still loading) allows nothing; the owner may do everything (D8).
 */
export function can(membership: MembershipLike | null | undefined, resource: Resource, action: Action): boolean {
  if (!membership) return false;
  if (membership.is_owner) return true;
  return membership.permissions.includes(permissionId(resource, action));
}

/** Banking, marketplace and subscription of a business are the owner's (D8). */
export function isOwner(membership: MembershipLike | null | undefined): boolean {
  return membership?.is_owner === true;
}

/** A personal account has no business tools (D8). */
export function hasBusinessTools(accountType: AccountType | null | undefined): boolean {
  return accountType === 'business';
}

/**
 * The role form's toggles (spec section 4): flipping one action of a resource adds or removes its
 * id. Returns a new sorted list.
 */
export function togglePermission(ids: readonly number[], resource: Resource, action: Action): number[] {
  const id = permissionId(resource, action);
  const next = ids.includes(id) ? ids.filter((value) => value !== id) : [...ids, id];
  return next.sort((a, b) => a - b);
}

/**
 * What the app's menu calls each resource ('Expenses', 'Invoices', 'Tags'): the one label map the
 * roles editor, role summaries and messages use. The spec's names (`RESOURCES[r].label`: 'Expense',
 * 'Invoicing', 'Tag') stay in the permission ids and the contract.
 */
export const RESOURCE_MENU_LABELS: Record<Resource, string> = {
  customers: 'Customers',
  expense: 'Expenses',
  expenseCategory: 'Expense categories',
  inventory: 'Inventory',
  invoicing: 'Invoices',
  locations: 'Locations',
  payroll: 'Payroll',
  payrollHistory: 'Payroll history',
  receipt: 'Receipts',
  sales: 'Sales',
  suppliers: 'Suppliers',
  tag: 'Tags',
  staff: 'Staff',
  debtors: 'Debtors',
};

/** How the roles form and messages name one permission: 'Customers: create' (the menu's names). */
export function permissionLabel(resource: Resource, action: Action): string {
  return `${RESOURCE_MENU_LABELS[resource]}: ${action}`;
}

/** The per-resource flags of a role's permission list (spec section 3, Role). */
export function flagsOf(ids: readonly number[], resource: Resource): Record<Action, boolean> {
  return {
    create: ids.includes(permissionId(resource, 'create')),
    edit: ids.includes(permissionId(resource, 'edit')),
    remove: ids.includes(permissionId(resource, 'remove')),
    view: ids.includes(permissionId(resource, 'view')),
  };
}
