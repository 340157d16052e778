import { describe, expect, it } from 'vitest';
import type { Action, Resource } from '@/lib/permissions';
import {
  EMPTY_MATRIX,
  columnState,
  flagsIn,
  isIncluded,
  matrixFromPermissions,
  roleMatrixReducer,
  rowState,
  type RoleMatrixEvent,
  type RoleMatrixState,
} from './role-matrix';
import { roleSummary } from './role-summary';

/**
 * Spec section 3, 'Permission ids', written out by hand (not computed): create, edit, remove and
 * view, four consecutive ids per resource.
 */
const IDS: Record<Resource, Record<Action, number>> = {
  customers: { create: 93, edit: 94, remove: 95, view: 96 },
  expense: { create: 97, edit: 98, remove: 99, view: 100 },
  expenseCategory: { create: 101, edit: 102, remove: 103, view: 104 },
  inventory: { create: 105, edit: 106, remove: 107, view: 108 },
  invoicing: { create: 109, edit: 110, remove: 111, view: 112 },
  locations: { create: 113, edit: 114, remove: 115, view: 116 },
  payroll: { create: 117, edit: 118, remove: 119, view: 120 },
  payrollHistory: { create: 121, edit: 122, remove: 123, view: 124 },
  receipt: { create: 125, edit: 126, remove: 127, view: 128 },
  sales: { create: 129, edit: 130, remove: 131, view: 132 },
  suppliers: { create: 133, edit: 134, remove: 135, view: 136 },
  tag: { create: 137, edit: 138, remove: 139, view: 140 },
  staff: { create: 141, edit: 142, remove: 143, view: 144 },
  debtors: { create: 145, edit: 146, remove: 147, view: 148 },
};

const RESOURCES = Object.keys(IDS) as Resource[];
const ACTIONS: Action[] = ['create', 'edit', 'remove', 'view'];
const CELLS = RESOURCES.flatMap((resource) => ACTIONS.map((action) => [resource, action, IDS[resource][action]] as const));

const run = (state: RoleMatrixState, ...events: RoleMatrixEvent[]) => events.reduce(roleMatrixReducer, state);
const flags = (create: boolean, edit: boolean, remove: boolean, view: boolean) => ({ create, edit, remove, view });

describe('the permission id table', () => {
  it('covers 14 resources x 4 actions = 56 distinct ids, 93 to 148', () => {
    expect(RESOURCES).toHaveLength(14);
    expect(CELLS.map(([, , id]) => id).sort((a, b) => a - b)).toEqual(Array.from({ length: 56 }, (_, i) => 93 + i));
  });
});

const VIEW_OF = (resource: Resource) => IDS[resource].view;

describe('flipping one action (spec section 4, issue 22 item 6)', () => {
  it.each(CELLS)('%s %s adds id %i with View, then removes it', (resource, action, id) => {
    const on = run(EMPTY_MATRIX, { type: 'toggleAction', resource, action });
    // Every action needs View: switching one on switches View on as well.
    expect(on.permissions).toEqual([...new Set([id, VIEW_OF(resource)])].sort((a, b) => a - b));
    expect(flagsIn(on, resource)).toEqual({ ...flags(false, false, false, true), [action]: true });
    expect(isIncluded(on, resource)).toBe(true);

    const off = run(on, { type: 'toggleAction', resource, action });
    if (action === 'view') {
      expect(off).toEqual(EMPTY_MATRIX);
    } else {
      expect(off.permissions).toEqual([VIEW_OF(resource)]);
      expect(flagsIn(off, resource)).toEqual(flags(false, false, false, true));
    }
  });

  it('switching View off switches the resource’s other actions off, and nobody else’s', () => {
    const state = run(matrixFromPermissions([93, 94, 95, 96, 108]), {
      type: 'toggleAction',
      resource: 'customers',
      action: 'view',
    });
    expect(state.permissions).toEqual([108]);
    expect(isIncluded(state, 'customers')).toBe(false);
    expect(flagsIn(state, 'inventory')).toEqual(flags(false, false, false, true));
  });

  it('keeps the ids sorted and leaves the other resources alone', () => {
    const state = run(
      EMPTY_MATRIX,
      { type: 'toggleAction', resource: 'debtors', action: 'view' },
      { type: 'toggleAction', resource: 'customers', action: 'create' },
      { type: 'toggleAction', resource: 'expense', action: 'remove' },
    );
    expect(state.permissions).toEqual([93, 96, 99, 100, 148]);
    expect(flagsIn(state, 'customers')).toEqual(flags(true, false, false, true));
    expect(flagsIn(state, 'expense')).toEqual(flags(false, false, true, true));
    expect(flagsIn(state, 'debtors')).toEqual(flags(false, false, false, true));
    expect(isIncluded(state, 'staff')).toBe(false);
  });
});

describe('switching a whole resource (issue 22 item 6)', () => {
  it.each(RESOURCES)('switching %s on turns its View on; off removes it', (resource) => {
    const added = run(EMPTY_MATRIX, { type: 'toggleResource', resource });
    expect(isIncluded(added, resource)).toBe(true);
    expect(flagsIn(added, resource)).toEqual(flags(false, false, false, true));
    expect(added.permissions).toEqual([VIEW_OF(resource)]);

    const removed = run(added, { type: 'toggleResource', resource });
    expect(isIncluded(removed, resource)).toBe(false);
    expect(removed).toEqual(EMPTY_MATRIX);
  });

  it('removing a resource drops its ids and nobody else’s', () => {
    const state = run(matrixFromPermissions([93, 94, 95, 96, 108, 148]), { type: 'toggleResource', resource: 'customers' });
    expect(state.permissions).toEqual([108, 148]);
    expect(isIncluded(state, 'customers')).toBe(false);
    expect(flagsIn(state, 'inventory')).toEqual(flags(false, false, false, true));
  });
});

describe('the row "all"', () => {
  it.each(RESOURCES)('%s: grants the four ids, then clears them', (resource) => {
    const all = run(EMPTY_MATRIX, { type: 'toggleRow', resource });
    const { create, edit, remove, view } = IDS[resource];
    expect(all.permissions).toEqual([create, edit, remove, view]);
    expect(rowState(all, resource)).toBe('all');

    const none = run(all, { type: 'toggleRow', resource });
    expect(none.permissions).toEqual([]);
    expect(rowState(none, resource)).toBe('none');
    expect(isIncluded(none, resource)).toBe(false);
  });

  it('completes a partly granted row', () => {
    const state = run(matrixFromPermissions([96]), { type: 'toggleRow', resource: 'customers' });
    expect(state.permissions).toEqual([93, 94, 95, 96]);
  });
});

describe('the column "all"', () => {
  it.each(ACTIONS)('%s: grants the action (with View) on all 14 resources, then clears it', (action) => {
    const all = run(EMPTY_MATRIX, { type: 'toggleColumn', action });
    const expected = RESOURCES.flatMap((resource) => [...new Set([IDS[resource][action], IDS[resource].view])]);
    expect(all.permissions).toEqual(expected.sort((a, b) => a - b));
    expect(columnState(all, action)).toBe('all');
    expect(RESOURCES.every((resource) => isIncluded(all, resource))).toBe(true);

    const none = run(all, { type: 'toggleColumn', action });
    expect(columnState(none, action)).toBe('none');
    // Clearing Create, Edit or Remove keeps View; clearing View clears everything.
    expect(none.permissions).toEqual(action === 'view' ? [] : RESOURCES.map((resource) => IDS[resource].view));
  });

  it('every column "all" together is every id', () => {
    const order: Action[] = ['view', 'create', 'edit', 'remove'];
    const state = run(EMPTY_MATRIX, ...order.map((action): RoleMatrixEvent => ({ type: 'toggleColumn', action })));
    expect(state.permissions).toEqual(Array.from({ length: 56 }, (_, i) => 93 + i));
    expect(RESOURCES.every((resource) => rowState(state, resource) === 'all')).toBe(true);
  });
});

describe('a saved role', () => {
  it('opens with the resources it holds and their flags', () => {
    const state = matrixFromPermissions([132, 93, 96, 108, 96, 9, 200]);
    expect(state.permissions).toEqual([93, 96, 108, 132]);
    expect(Object.keys(state.resources).sort()).toEqual(['customers', 'inventory', 'sales']);
    expect(flagsIn(state, 'customers')).toEqual(flags(true, false, false, true));
    expect(rowState(state, 'customers')).toBe('some');
    expect(columnState(state, 'view')).toBe('some');
  });

  it('reset replaces the whole state', () => {
    const state = run(matrixFromPermissions([93]), { type: 'reset', permissions: [148] });
    expect(state).toEqual({ resources: { debtors: flags(false, false, false, true) }, permissions: [148] });
  });
});

describe('roleSummary', () => {
  it('lists what a role allows, a line per resource in the table order, view first', () => {
    expect(roleSummary([93, 96, 108, 132, 145, 146, 147, 148])).toEqual([
      'Customers: view, create',
      'Inventory: view',
      'Sales: view',
      'Debtors: view, create, edit, remove',
    ]);
    expect(roleSummary([])).toEqual([]);
    // The menu's names, not the spec's ('Expenses', 'Invoices', 'Tags').
    expect(roleSummary([100, 112, 140])).toEqual(['Expenses: view', 'Invoices: view', 'Tags: view']);
  });
});
