import { describe, expect, it } from 'vitest';
import { ACTIONS, RESOURCE_KEYS, permissionId } from './ids';
import { ROLE_TEMPLATES, roleTemplate } from './role-templates';

describe('the template roles', () => {
  it('are Manager, Cashier and Accountant, with sorted, unique ids within 93-148', () => {
    expect(ROLE_TEMPLATES.map((template) => template.name)).toEqual(['Manager', 'Cashier', 'Accountant']);
    for (const { permissions } of ROLE_TEMPLATES) {
      expect([...permissions]).toEqual([...new Set(permissions)].sort((a, b) => a - b));
      expect(permissions.every((id) => id >= 93 && id <= 148)).toBe(true);
    }
  });

  it('give View with every other action (the roles editor’s rule)', () => {
    for (const { name, permissions } of ROLE_TEMPLATES) {
      for (const resource of RESOURCE_KEYS) {
        const any = ACTIONS.some((action) => permissions.includes(permissionId(resource, action)));
        if (any) expect(permissions, `${name}: ${resource}`).toContain(permissionId(resource, 'view'));
      }
    }
  });

  it('never let a member change roles (staff edit is the roles’ write permission) or reach what a cashier should not', () => {
    for (const { permissions } of ROLE_TEMPLATES) expect(permissions).not.toContain(permissionId('staff', 'edit'));
    const cashier = roleTemplate('Cashier')!.permissions;
    expect(cashier).toEqual([93, 96, 108, 109, 112, 125, 128]);
    expect(roleTemplate('Accountant')!.permissions).toContain(permissionId('payroll', 'create'));
    expect(roleTemplate('Manager')!.permissions).toContain(permissionId('inventory', 'remove'));
    expect(roleTemplate('Manager')!.permissions).not.toContain(permissionId('payroll', 'create'));
  });

  it('are found by name, whatever the case and spaces', () => {
    expect(roleTemplate('  cashier ')?.name).toBe('Cashier');
    expect(roleTemplate('Night guard')).toBeUndefined();
    expect(roleTemplate('')).toBeUndefined();
  });
});
