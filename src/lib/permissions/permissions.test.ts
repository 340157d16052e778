import { describe, expect, it } from 'vitest';
import {
  ACTIONS,
  ALL_PERMISSION_IDS,
  RESOURCE_KEYS,
  can,
  flagsOf,
  hasBusinessTools,
  isOwner,
  permissionId,
  permissionLabel,
  permissionOf,
  togglePermission,
  type Action,
  type Resource,
} from './permissions';

/** Spec section 3, 'Permission ids': create/edit/remove/view, four consecutive ids per resource. */
const TABLE: [Resource, string, number, number, number, number][] = [
  ['customers', 'Customers', 93, 94, 95, 96],
  ['expense', 'Expense', 97, 98, 99, 100],
  ['expenseCategory', 'Expense Category', 101, 102, 103, 104],
  ['inventory', 'Inventory', 105, 106, 107, 108],
  ['invoicing', 'Invoicing', 109, 110, 111, 112],
  ['locations', 'Locations', 113, 114, 115, 116],
  ['payroll', 'Payroll', 117, 118, 119, 120],
  ['payrollHistory', 'Payroll History', 121, 122, 123, 124],
  ['receipt', 'Receipt', 125, 126, 127, 128],
  ['sales', 'Sales', 129, 130, 131, 132],
  ['suppliers', 'Suppliers', 133, 134, 135, 136],
  ['tag', 'Tag', 137, 138, 139, 140],
  ['staff', 'Staff', 141, 142, 143, 144],
  ['debtors', 'Debtors', 145, 146, 147, 148],
];

const PINNED = TABLE.flatMap(([resource, , ...ids]) => ACTIONS.map((action, index) => [resource, action, ids[index]!] as const));

describe('permission ids', () => {
  it('has the 14 resources of the spec', () => {
    expect(RESOURCE_KEYS).toEqual(TABLE.map(([resource]) => resource));
    expect(PINNED).toHaveLength(56);
  });

  it.each(PINNED)('%s %s is %i', (resource, action, id) => {
    expect(permissionId(resource, action)).toBe(id);
    expect(permissionOf(id)).toEqual({ resource, action });
  });

  it('lists every id from 93 to 148 once', () => {
    expect(ALL_PERMISSION_IDS).toEqual(Array.from({ length: 56 }, (_, i) => 93 + i));
  });

  it('has no resource for ids outside 93-148', () => {
    expect(permissionOf(92)).toBeUndefined();
    expect(permissionOf(149)).toBeUndefined();
    expect(permissionOf(100.5)).toBeUndefined();
  });
});

describe('can', () => {
  const attendant = { is_owner: false, permissions: [93, 96, 108, 109, 112, 125, 128, 132] };

  it('allows nothing without a membership', () => {
    expect(can(null, 'customers', 'view')).toBe(false);
    expect(can(undefined, 'customers', 'view')).toBe(false);
  });

  it('allows the owner everything, whatever the list says', () => {
    const owner = { is_owner: true, permissions: [] };
    for (const [resource, action] of PINNED) expect(can(owner, resource, action)).toBe(true);
  });

  it.each<[Resource, Action, boolean]>([
    ['customers', 'create', true],
    ['customers', 'view', true],
    ['customers', 'edit', false],
    ['inventory', 'view', true],
    ['inventory', 'create', false],
    ['invoicing', 'create', true],
    ['sales', 'view', true],
    ['expense', 'view', false],
    ['payrollHistory', 'view', false],
  ])('a member with the ids may %s %s: %s', (resource, action, expected) => {
    expect(can(attendant, resource, action)).toBe(expected);
  });

  it('knows owners and account types', () => {
    expect(isOwner({ is_owner: true, permissions: [] })).toBe(true);
    expect(isOwner(attendant)).toBe(false);
    expect(isOwner(null)).toBe(false);
    expect(hasBusinessTools('business')).toBe(true);
    expect(hasBusinessTools('personal')).toBe(false);
    expect(hasBusinessTools(null)).toBe(false);
  });
});

describe('role toggles (spec section 4)', () => {
  it('adds and removes the matching id', () => {
    const added = togglePermission([96], 'customers', 'create');
    expect(added).toEqual([93, 96]);
    expect(flagsOf(added, 'customers')).toEqual({ create: true, edit: false, remove: false, view: true });
    expect(togglePermission(added, 'customers', 'view')).toEqual([93]);
  });
});

describe('labels', () => {
  it('names a permission the way the roles form does', () => {
    expect(permissionLabel('customers', 'create')).toBe('Customers: create');
    expect(permissionLabel('expenseCategory', 'remove')).toBe('Expense categories: remove');
    expect(permissionLabel('invoicing', 'view')).toBe('Invoices: view');
    expect(permissionLabel('tag', 'edit')).toBe('Tags: edit');
  });
});
