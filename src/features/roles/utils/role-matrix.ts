/**
 * The roles form's permission matrix as a pure reducer (spec section 4, 'Role permission toggle'):
 *
 * - flipping a resource action toggles its flag and adds or removes the matching permission id
 *   (create/edit/remove/view, four consecutive ids per resource: the table of src/lib/permissions);
 *   every action needs View, so switching Create, Edit or Remove on switches View on as well, and
 *   switching View off switches the resource's other actions off (issue 22, item 6);
 * - switching a whole resource on gives it View; switching it off removes its ids;
 * - the row 'all' sets or clears the four actions of one resource, the column 'all' one action of
 *   every resource (with View).
 *
 * A resource is in the role while it holds any id: the flags and the id list always agree; the
 * ids are sorted, unique and within 93-148.
 */
import { ACTIONS, RESOURCE_KEYS, flagsOf, permissionId, permissionOf, type Action, type Resource } from '@/lib/permissions';

export type ActionFlags = Record<Action, boolean>;

export interface RoleMatrixState {
  /** The resources in the role (spec section 3, Role: per-resource flags view, create, edit, remove). */
  resources: Partial<Record<Resource, ActionFlags>>;
  /** The role's permission ids (what the contract stores), sorted. */
  permissions: number[];
}

export type RoleMatrixEvent =
  | { type: 'toggleAction'; resource: Resource; action: Action }
  | { type: 'toggleResource'; resource: Resource }
  | { type: 'toggleRow'; resource: Resource }
  | { type: 'toggleColumn'; action: Action }
  | { type: 'reset'; permissions: readonly number[] };

const NO_FLAGS: ActionFlags = { create: false, edit: false, remove: false, view: false };

const sorted = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The matrix of a saved role: every resource holding at least one of the ids, with its flags. Ids
 * outside 93-148 are dropped (the contract allows none).
 */
export function matrixFromPermissions(ids: readonly number[]): RoleMatrixState {
  const known = sorted(ids.filter((id) => permissionOf(id) !== undefined));
  const resources: RoleMatrixState['resources'] = {};
  for (const id of known) {
    const { resource } = permissionOf(id)!;
    resources[resource] ??= flagsOf(known, resource);
  }
  return { resources, permissions: known };
}

export const EMPTY_MATRIX: RoleMatrixState = { resources: {}, permissions: [] };

export function isIncluded(state: RoleMatrixState, resource: Resource): boolean {
  return state.resources[resource] !== undefined;
}

export function flagsIn(state: RoleMatrixState, resource: Resource): ActionFlags {
  return state.resources[resource] ?? NO_FLAGS;
}

/** 'all' when the resource has the four actions, 'some' with one to three, 'none' otherwise. */
export function rowState(state: RoleMatrixState, resource: Resource): 'all' | 'some' | 'none' {
  const count = ACTIONS.filter((action) => flagsIn(state, resource)[action]).length;
  return count === ACTIONS.length ? 'all' : count > 0 ? 'some' : 'none';
}

/** 'all' when every resource has the action, 'some' when at least one does, 'none' otherwise. */
export function columnState(state: RoleMatrixState, action: Action): 'all' | 'some' | 'none' {
  const count = RESOURCE_KEYS.filter((resource) => flagsIn(state, resource)[action]).length;
  return count === RESOURCE_KEYS.length ? 'all' : count > 0 ? 'some' : 'none';
}

const idsOf = (resource: Resource, actions: readonly Action[] = ACTIONS) =>
  actions.map((action) => permissionId(resource, action));

/** The next permission ids; the state is always rebuilt from them, so flags and ids agree. */
function nextIds(state: RoleMatrixState, event: Exclude<RoleMatrixEvent, { type: 'reset' }>): number[] {
  const ids = new Set(state.permissions);
  const drop = (list: number[]) => list.forEach((id) => ids.delete(id));
  const add = (list: number[]) => list.forEach((id) => ids.add(id));
  switch (event.type) {
    case 'toggleAction': {
      const { resource, action } = event;
      const on = flagsIn(state, resource)[action];
      if (on) drop(action === 'view' ? idsOf(resource) : idsOf(resource, [action]));
      // Any action needs View: switching one on switches View on too.
      else add(idsOf(resource, [action, 'view']));
      break;
    }
    case 'toggleResource':
      if (isIncluded(state, event.resource)) drop(idsOf(event.resource));
      else add(idsOf(event.resource, ['view']));
      break;
    case 'toggleRow':
      if (rowState(state, event.resource) === 'all') drop(idsOf(event.resource));
      else add(idsOf(event.resource));
      break;
    case 'toggleColumn': {
      const { action } = event;
      const on = columnState(state, action) !== 'all';
      for (const resource of RESOURCE_KEYS) {
        if (on) add(idsOf(resource, [action, 'view']));
        else drop(action === 'view' ? idsOf(resource) : idsOf(resource, [action]));
      }
      break;
    }
  }
  return [...ids];
}

export function roleMatrixReducer(state: RoleMatrixState, event: RoleMatrixEvent): RoleMatrixState {
  if (event.type === 'reset') return matrixFromPermissions(event.permissions);
  return matrixFromPermissions(nextIds(state, event));
}
