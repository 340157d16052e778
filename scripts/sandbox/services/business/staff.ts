/**
 * Staff members (the spec's Staff), roles and the fixed permission list. A member is linked to a
 * sign-in by email: the user whose email it is works for the business while the member is active
 * (access.ts). References go in as ids and answer as `{id, name}`.
 */
import { badRequest } from '../../types';
import { enter } from './access';
import type { Deps, Handlers } from './context';
import { filtered, pageOf, uniqueName } from './crud';
import { PERMISSIONS } from './permissions';
import { rowsOf, type BusinessStore, type MemberRow, type Schemas } from './store';
import { byName, mustFind, now, pick } from '../../table';

export const staffRef = (m: MemberRow): Schemas['StaffRef'] => ({ id: m.id, first_name: m.first_name, last_name: m.last_name });
export const fullName = (m: MemberRow): string => `${m.first_name} ${m.last_name}`;

export function memberView(store: BusinessStore, row: MemberRow): Schemas['Member'] {
  const { _locations, _role, ...fields } = row;
  const locations = _locations.flatMap((id) => {
    const location = store.locations.get(id);
    return location ? [{ id: location.id, name: location.name }] : [];
  });
  const role = _role === null ? undefined : store.roles.get(_role);
  return { ...fields, locations, role: role ? { id: role.id, name: role.name } : null };
}

function checkMember(
  store: BusinessStore,
  business: number,
  body: { email?: string; locations?: number[]; role?: number | null },
  except?: number,
) {
  const email = body.email?.trim().toLowerCase();
  if (email && store.members.find((m) => m._business === business && m.id !== except && m.email.toLowerCase() === email)) {
    throw badRequest({ email: ['A staff member with this email already exists.'] });
  }
  for (const id of body.locations ?? []) {
    if (store.locations.get(id)?._business !== business) throw badRequest({ locations: [`Unknown location ${id}.`] });
  }
  if (body.role !== undefined && body.role !== null) {
    const role = store.roles.get(body.role);
    if (role?._business !== business || !role.active) throw badRequest({ role: ['Unknown or removed role.'] });
  }
}

/** The stored fields of a new or replaced member (references as ids). */
const memberFields = (body: Schemas['MemberInput']) => ({
  first_name: body.first_name,
  last_name: body.last_name,
  email: body.email.trim(),
  phone_number: body.phone_number ?? null,
  _locations: [...body.locations],
  _role: body.role ?? null,
});

const roleFields = (body: Schemas['RoleInput']) => ({
  name: body.name,
  description: body.description ?? null,
  permissions: [...new Set(body.permissions)].sort((a, b) => a - b),
});

export function staffHandlers({
  store,
}: Deps): Handlers<
  | 'listMembers'
  | 'createMember'
  | 'updateMember'
  | 'patchMember'
  | 'listRoles'
  | 'createRole'
  | 'updateRole'
  | 'patchRole'
  | 'listPermissions'
> {
  const view = (row: MemberRow) => memberView(store, row);
  return {
    listMembers: (req) => {
      const { business } = enter(store, req, 'listMembers');
      const rows = filtered(
        rowsOf(store.members, business.id),
        req.query,
        (m) => [fullName(m), m.email, m.phone_number],
        (m) => [m.phone_number],
      )
        .sort((a, b) => fullName(a).localeCompare(fullName(b)))
        .map(view);
      return { status: 200, body: pageOf(rows, req.query, req.url) };
    },
    createMember: (req) => {
      const { business } = enter(store, req, 'createMember');
      checkMember(store, business.id, req.body);
      const at = now();
      const row = store.members.insert({
        ...memberFields(req.body),
        active: true,
        profile_image: null,
        created_at: at,
        updated_at: at,
        _business: business.id,
      });
      return { status: 201, body: view(row) };
    },
    updateMember: (req) => {
      const { business } = enter(store, req, 'updateMember');
      const { id } = mustFind(store.members, req.params.id, { _business: business.id });
      checkMember(store, business.id, req.body, id);
      return { status: 200, body: view(store.members.update(id, { ...memberFields(req.body), updated_at: now() })!) };
    },
    patchMember: (req) => {
      const { business } = enter(store, req, 'patchMember');
      const { id } = mustFind(store.members, req.params.id, { _business: business.id });
      checkMember(store, business.id, req.body, id);
      const changes: Partial<MemberRow> = pick(req.body, ['first_name', 'last_name', 'email', 'phone_number', 'active']);
      if (req.body.locations) changes._locations = [...req.body.locations];
      if (req.body.role !== undefined) changes._role = req.body.role;
      return { status: 200, body: view(store.members.update(id, { ...changes, updated_at: now() })!) };
    },
    listRoles: (req) => {
      const { business } = enter(store, req, 'listRoles');
      const rows = filtered(rowsOf(store.roles, business.id), req.query, (r) => [r.name, r.description]).sort(byName);
      return { status: 200, body: rows };
    },
    createRole: (req) => {
      const { business } = enter(store, req, 'createRole');
      uniqueName(store.roles, business.id, req.body.name);
      return {
        status: 201,
        body: store.roles.insert({ ...roleFields(req.body), active: true, created_at: now(), _business: business.id }),
      };
    },
    updateRole: (req) => {
      const { business } = enter(store, req, 'updateRole');
      const { id } = mustFind(store.roles, req.params.id, { _business: business.id });
      uniqueName(store.roles, business.id, req.body.name, id);
      return { status: 200, body: store.roles.update(id, roleFields(req.body))! };
    },
    patchRole: (req) => {
      const { business } = enter(store, req, 'patchRole');
      const { id } = mustFind(store.roles, req.params.id, { _business: business.id });
      if (req.body.name !== undefined) uniqueName(store.roles, business.id, req.body.name, id);
      const changes = pick(req.body, ['name', 'description', 'active']);
      const permissions = req.body.permissions ? { permissions: [...new Set(req.body.permissions)].sort((a, b) => a - b) } : {};
      return { status: 200, body: store.roles.update(id, { ...changes, ...permissions })! };
    },
    listPermissions: (req) => {
      enter(store, req, 'listPermissions');
      return { status: 200, body: PERMISSIONS };
    },
  };
}
