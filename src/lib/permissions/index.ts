/**
 * What a member may do in a business (spec sections 3, 4 and 6; decision D8). The one place the
 * rules live; the sandbox enforces the same rules server-side (403), the UI only avoids offering
 * what would be refused.
 *
 * - Data: 14 resources (`RESOURCES`, `RESOURCE_KEYS`) x `ACTIONS` (create, edit, remove, view),
 *   ids 93-148 (`permissionId`, `permissionOf`, `ALL_PERMISSION_IDS`).
 * - Rule: `can(membership, resource, action)`: no membership allows nothing; the owner
 *   (`is_owner`) may do everything; a member needs the id in `membership.permissions`.
 * - Routes: `beforeLoad: ({ context }) => requireView(context.membership, 'customers')` (from the
 *   business routes' `-guard.ts`) throws `ForbiddenError`; the route error boundary shows the
 *   'You don't have access to this page' page, the URL stays.
 * - Components (inside a business route, which provides `MembershipProvider`):
 *   - `useCan('customers', 'create')` -> boolean, to hide a control, or to disable it and say why
 *     (the list toolkit's `standardRowActions` and `noPermission` word the reason);
 *   - `<Can resource="customers" action="create" fallback={...}>` from `@/components/can` wraps JSX;
 *   - `useMembership()` for the raw membership (`isOwner(membership)` for owner-only pages).
 * - Navigation: `src/components/layout/nav-items.ts` filters with the same `can` (view).
 * - Roles form: `togglePermission`, `flagsOf`, `permissionLabel` ('Customers: create'),
 *   `RESOURCE_MENU_LABELS` (the menu's names), `ROLE_TEMPLATES` (Manager, Cashier, Accountant:
 *   the permission sets a new business starts with, the sandbox keeps the same sets).
 */
export {
  ACTIONS,
  ALL_PERMISSION_IDS,
  FIRST_PERMISSION_ID,
  LAST_PERMISSION_ID,
  RESOURCES,
  RESOURCE_KEYS,
  RESOURCE_MENU_LABELS,
  can,
  flagsOf,
  hasBusinessTools,
  isOwner,
  permissionId,
  permissionLabel,
  permissionOf,
  togglePermission,
  type Action,
  type Permission,
  type Resource,
} from './permissions';
export { ROLE_TEMPLATES, ROLE_TEMPLATE_NAMES, roleTemplate, type RoleTemplate, type RoleTemplateName } from './role-templates';
export { MembershipProvider, useCan, useMembership } from './context';
export { ForbiddenError, isForbiddenError } from './forbidden';
export type { MembershipLike, AccountType } from './types';
