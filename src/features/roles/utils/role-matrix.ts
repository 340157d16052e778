/**
 * The roles form's permission matrix as a pure reducer (spec section 4, 'Role permission toggle'):
 *
 * - flipping a resource action toggles its flag and adds or removes the matching permission id
 *   (create/edit/remove/view, four consecutive ids per resource: the table of src/lib/permissions);
 * - toggling a whole resource adds it with all four flags false, or removes it (with its ids, so
 *   the saved list never grants what the matrix no longer shows);
 * - the row 'all' sets or clears the four actions of one resource, the column 'all' one action of
 *   every resource (adding the resources it needs).
 *
 * The flags and the id list always agree; the ids are sorted, unique and within 93-148.
 */
import {
  ACTIONS,
  RESOURCE_KEYS,
  flagsOf,
  permissionId,
  permissionOf,
  togglePermission,
  type Action,
  type Resource,
} from '@/lib/permissions';

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

function setAction(state: RoleMatrixState, resource: Resource, action: Action, on: boolean): RoleMatrixState {
  const flags = flagsIn(state, resource);
  const id = permissionId(resource, action);
  const permissions = on ? sorted([...state.permissions, id]) : state.permissions.filter((value) => value !== id);
  return { resources: { ...state.resources, [resource]: { ...flags, [action]: on } }, permissions };
}

export function roleMatrixReducer(state: RoleMatrixState, event: RoleMatrixEvent): RoleMatrixState {
  switch (event.type) {
    case 'toggleAction': {
      const { resource, action } = event;
      const permissions = togglePermission(state.permissions, resource, action);
      const flags = flagsIn(state, resource);
      return { resources: { ...state.resources, [resource]: { ...flags, [action]: !flags[action] } }, permissions };
    }
    case 'toggleResource': {
      const { resource } = event;
      if (!isIncluded(state, resource)) {
        return { resources: { ...state.resources, [resource]: { ...NO_FLAGS } }, permissions: state.permissions };
      }
      const { [resource]: _removed, ...resources } = state.resources;
      const own = new Set(ACTIONS.map((action) => permissionId(resource, action)));
      return { resources, permissions: state.permissions.filter((id) => !own.has(id)) };
    }
    case 'toggleRow': {
      const on = rowState(state, event.resource) !== 'all';
      return ACTIONS.reduce((next, action) => setAction(next, event.resource, action, on), state);
    }
    case 'toggleColumn': {
      const on = columnState(state, event.action) !== 'all';
      if (on) return RESOURCE_KEYS.reduce((next, resource) => setAction(next, resource, event.action, true), state);
      // Clearing a column keeps the resources in the role (only the action goes).
      return RESOURCE_KEYS.reduce(
        (next, resource) => (isIncluded(next, resource) ? setAction(next, resource, event.action, false) : next),
        state,
      );
    }
    case 'reset':
      return matrixFromPermissions(event.permissions);
  }
}
