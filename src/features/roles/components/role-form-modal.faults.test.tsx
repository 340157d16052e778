import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { stubApi } from '@/test/api-stub';
import { renderWithApp } from '@/test/render';
import { describeFormFaults, ensureChecked, renderForm, type FormUnderTest } from '@/test/form-faults';
import type { Role } from '../schemas/role-form';
import { RoleFormModal } from './role-form-modal';

const ROLES = '/business/v1/{businessId}/tools/roles/';

function roleNamed(name: string): Role {
  return { id: 71, name, description: name, permissions: [96], active: true, created_at: '2026-01-15T10:00:00Z' };
}

describeFormFaults({
  render: () =>
    renderForm(
      stubApi().on('post', ROLES, ({ body }) => ({
        status: 201,
        body: { ...roleNamed(body.name), description: body.description ?? null, permissions: body.permissions },
      })),
      (onSaved) => <RoleFormModal open onOpenChange={vi.fn()} businessId={12} onSaved={onSaved} />,
    ),
  method: 'post',
  path: ROLES,
  submit: 'Create role',
  values: { 'Role name': 'Sales attendant', Description: 'Records sales at the counter.' },
  async complete({ user, dialog }: FormUnderTest) {
    // Customers switched on, then its view permission (the role needs at least one).
    await ensureChecked(user, within(dialog).getByRole('switch', { name: 'Customers' }));
    await ensureChecked(user, within(dialog).getByRole('checkbox', { name: 'Customers: view' }));
  },
  free: {
    'Role name': { key: 'name', max: 100 },
    Description: { key: 'description', max: 500 },
  },
  edit(text: string) {
    stubApi();
    renderWithApp(<RoleFormModal open onOpenChange={vi.fn()} businessId={12} role={roleNamed(text)} />);
    return { heading: `Edit “${text}”` };
  },
});
