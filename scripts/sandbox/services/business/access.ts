/**
 * Membership and permissions (decision D8) and location scope (decision D5), enforced on every
 * business call from the rules of permissions.ts:
 * - a user who is neither the owner nor an active staff member (linked by email) gets 404;
 * - a staff member without the permission the rule names gets 403;
 * - location-scoped calls cover `?location=` or every location the caller works at (the owner:
 *   all; a staff member: their locations); a record elsewhere is not visible (404).
 */
import type { SandboxUser } from '../../auth';
import { HttpError, badRequest, forbidden, notFound } from '../../types';
import { ALL_PERMISSION_IDS, REPORT_NEEDS, RULES, permissionId, type Need, type OperationId, type Rule } from './permissions';
import { rowsOf, type BusinessRow, type BusinessStore, type MemberRow, type RoleRow } from './store';

export interface Membership {
  isOwner: boolean;
  member: MemberRow | null;
  role: RoleRow | null;
  permissions: number[];
}

/** What `user` is in `business`, or null when they are neither owner nor active staff member. */
export function membershipOf(store: BusinessStore, business: BusinessRow, user: SandboxUser): Membership | null {
  if (business.owner === user.id) return { isOwner: true, member: null, role: null, permissions: [...ALL_PERMISSION_IDS] };
  const email = user.email.toLowerCase();
  const member = store.members.find((m) => m._business === business.id && m.active && m.email.toLowerCase() === email);
  if (!member) return null;
  const role = member._role === null ? null : (store.roles.get(member._role) ?? null);
  const permissions = role?.active ? [...role.permissions].sort((a, b) => a - b) : [];
  return { isOwner: false, member, role, permissions };
}

export interface Access extends Membership {
  user: SandboxUser;
  business: BusinessRow;
  /** Locations a location-scoped list or figure covers (D5). */
  scope: ReadonlySet<number>;
  /** Whether the caller may see a record held at `location`. */
  sees: (location: number) => boolean;
  /** The location of a new record: the given one, else `?location=`, else `fallback`, else the caller's first. */
  placeAt: (given: number | undefined, fallback?: number) => number;
}

export interface GateRequest {
  user: SandboxUser | null;
  params: { businessId: number } | { id: number };
  query: { location?: number };
  body?: unknown;
}

const fieldsOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** The permissions a call needs: every listed group must be met by one of its members. */
function needsOf(rule: Rule, body: unknown): Need[][] {
  const fields = fieldsOf(body);
  if (rule.kind === 'report') {
    const type = Object.entries(REPORT_NEEDS).find(([name]) => name === fields.report_type);
    return [[type ? type[1] : REPORT_NEEDS.sales]];
  }
  if (rule.kind !== 'permission') return [];
  const by = rule.removeBy;
  const removing = by !== undefined && by.field in fields && (by.value === undefined || fields[by.field] === by.value);
  if (!removing || !by) return [[...rule.any]];
  const [resource] = rule.any[0]!;
  const others = Object.keys(fields).filter((key) => key !== by.field);
  return others.length > 0 ? [[[resource, 'remove']], [...rule.any]] : [[[resource, 'remove']]];
}

function allowed(membership: Membership, rule: Rule, body: unknown): boolean {
  if (membership.isOwner) return true;
  if (rule.kind === 'owner') return false;
  const held = new Set(membership.permissions);
  return needsOf(rule, body).every((group) => group.some(([resource, action]) => held.has(permissionId(resource, action))));
}

/**
 * Checks a business call against its rule and answers the caller's access. `op` names the
 * operation, whose rule in permissions.ts decides.
 */
export function enter(store: BusinessStore, req: GateRequest, op: OperationId): Access {
  const user = signedIn(req);
  const rule = RULES[op];
  const businessId = 'businessId' in req.params ? req.params.businessId : req.params.id;
  const business = store.businesses.get(businessId);
  const membership = business ? membershipOf(store, business, user) : null;
  if (!business || !membership) throw notFound();
  if (!allowed(membership, rule, req.body)) throw forbidden();

  const locations = rowsOf(store.locations, business.id);
  const known = new Set(locations.map((l) => l.id));
  const mine = membership.isOwner ? locations.map((l) => l.id) : membership.member!._locations.filter((id) => known.has(id));
  const visible = new Set(mine);
  const check = (location: number) => {
    if (!known.has(location)) throw badRequest({ location: ['Unknown location for this business.'] });
    if (!visible.has(location)) throw forbidden('You do not work at this location.');
    return location;
  };
  const scopedRule = (rule.kind === 'permission' && rule.scoped) || rule.kind === 'report';
  const asked = scopedRule ? req.query.location : undefined;
  const scope = asked === undefined ? visible : new Set([check(asked)]);
  const firstActive = () => {
    const active = locations.filter((l) => l.active && visible.has(l.id)).map((l) => l.id);
    const first = active[0] ?? mine[0];
    if (first === undefined) throw badRequest({ location: ['Add a location first.'] });
    return first;
  };
  return {
    ...membership,
    user,
    business,
    scope,
    sees: (location) => visible.has(location),
    placeAt: (given, fallback) => check(given ?? req.query.location ?? fallback ?? firstActive()),
  };
}

/** The caller of a call that needs a session (the core refuses it before otherwise). */
export function signedIn(req: { user: SandboxUser | null }): SandboxUser {
  if (!req.user) throw new HttpError(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  return req.user;
}
