/**
 * The roles form: name, description and the permission matrix, mapped to and from the contract's
 * `RoleInput` in one typed place.
 */
import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { optionalText, requiredText, toNullable } from '@/lib/form-fields';
import { roleTemplate } from '@/lib/permissions';
import { EMPTY_MATRIX, matrixFromPermissions, type RoleMatrixState } from '../utils/role-matrix';

export type Role = BusinessSchemas['Role'];
export type RoleInput = BusinessSchemas['RoleInput'];

export const roleFormSchema = v.object({
  name: requiredText('Role name', 100),
  description: optionalText('Description', 500),
  // One check on the whole matrix, so the message lands on the `matrix` field.
  matrix: v.pipe(
    v.object({ resources: v.record(v.string(), v.any()), permissions: v.array(v.number()) }),
    v.check((matrix) => matrix.permissions.length > 0, 'Give the role at least one permission'),
  ),
});

export interface RoleFormValues {
  name: string;
  description: string;
  matrix: RoleMatrixState;
}

export function roleFormValues(role?: Role): RoleFormValues {
  if (!role) return { name: '', description: '', matrix: EMPTY_MATRIX };
  return { name: role.name, description: role.description ?? '', matrix: matrixFromPermissions(role.permissions) };
}

/** A new role's values: blank, or from the template a name matches ('cashier' -> Cashier's permissions). */
export function newRoleValues(name = ''): RoleFormValues {
  const template = roleTemplate(name);
  if (!template) return { name: name.trim(), description: '', matrix: EMPTY_MATRIX };
  return { name: template.name, description: template.description, matrix: matrixFromPermissions(template.permissions) };
}

export function roleInput(values: RoleFormValues): RoleInput {
  return {
    name: values.name.trim(),
    description: toNullable(values.description.trim()),
    permissions: [...values.matrix.permissions],
  };
}

/** Server field name -> form field (the matrix holds `permissions`). */
export const ROLE_FIELD_MAP = { permissions: 'matrix' };
