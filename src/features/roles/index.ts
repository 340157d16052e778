/**
 * Roles and their permission matrix (spec sections 3, 4 and 6). Route configs import this index
 * for query options, so the eager exports stay light; the page loads lazily.
 *
 * For other features: `rolesQuery(scope, active)` (the role picker of the staff form) and
 * `roleSummary(permissions)` ('Customers: view, create' lines), `RoleFormModal` (lazy; `initialName`
 * starts a new role from what was typed, a template's name from that template).
 */

export type { RoleFormModalProps } from './components/role-form-modal';
export { ROLE_CACHES, roles, rolesQuery } from './api/roles.queries';
export { roleSummary } from './utils/role-summary';
export type { Role } from './schemas/role-form';
