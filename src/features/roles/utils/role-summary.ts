import { ACTIONS, RESOURCE_KEYS, RESOURCE_MENU_LABELS, type Action } from '@/lib/permissions';
import { flagsIn, matrixFromPermissions } from './role-matrix';

/** The matrix's column order: view first, then the ids' order. */
const SHOWN: Action[] = ['view', ...ACTIONS.filter((action) => action !== 'view')];

/** What a role allows, one line per resource it holds: 'Customers: view, create'. */
export function roleSummary(permissions: readonly number[]): string[] {
  const matrix = matrixFromPermissions(permissions);
  return RESOURCE_KEYS.flatMap((resource) => {
    const flags = flagsIn(matrix, resource);
    const granted = SHOWN.filter((action) => flags[action]);
    return granted.length ? [`${RESOURCE_MENU_LABELS[resource]}: ${granted.join(', ')}`] : [];
  });
}
