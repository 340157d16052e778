import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { RESOURCES, RESOURCE_KEYS, permissionLabel, type Action, type Resource } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import {
  columnState,
  flagsIn,
  isIncluded,
  roleMatrixReducer,
  rowState,
  type RoleMatrixEvent,
  type RoleMatrixState,
} from '../utils/role-matrix';

/** The columns in the order the issue lists them (the ids run create, edit, remove, view). */
const COLUMNS: { action: Action; label: string }[] = [
  { action: 'view', label: 'View' },
  { action: 'create', label: 'Create' },
  { action: 'edit', label: 'Edit' },
  { action: 'remove', label: 'Remove' },
];

const checkedOf = (state: 'all' | 'some' | 'none') => (state === 'all' ? true : state === 'some' ? 'indeterminate' : false);

export interface RoleMatrixProps {
  value: RoleMatrixState;
  onChange: (next: RoleMatrixState) => void;
  disabled?: boolean;
  /** The validation or server error of the permissions. */
  error?: string | undefined;
}

/**
 * The roles form's permission matrix: one row per resource (a switch adds or removes the resource,
 * spec section 4), one checkbox per action ('Customers: create'), a row 'all' and a column 'all'.
 * A real table with row and column headers; every control is reachable with Tab and toggled with
 * Space.
 */
export function RoleMatrix({ value, onChange, disabled = false, error }: RoleMatrixProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const summaryId = `${id}-summary`;
  const dispatch = (event: RoleMatrixEvent) => onChange(roleMatrixReducer(value, event));
  const count = value.permissions.length;

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? `${errorId} ${summaryId}` : summaryId}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-medium">Permissions</legend>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <p id={summaryId} className="text-sm text-muted-foreground" aria-live="polite">
        Switch a resource on, then choose what the role may do with it. {count} of 56 permissions chosen.
      </p>
      <div className={cn('overflow-x-auto rounded-lg border', error && 'border-destructive')}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Permissions of the role by resource and action</caption>
          <thead className="bg-muted/60">
            <tr className="border-b">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Resource
              </th>
              {COLUMNS.map(({ action, label }) => (
                <th key={action} scope="col" className="px-3 py-2 text-center font-semibold">
                  <span className="flex flex-col items-center gap-1.5">
                    <span>{label}</span>
                    <Checkbox
                      aria-label={`${label}: all resources`}
                      checked={checkedOf(columnState(value, action))}
                      onCheckedChange={() => dispatch({ type: 'toggleColumn', action })}
                      disabled={disabled}
                    />
                  </span>
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-center font-semibold">
                All
              </th>
            </tr>
          </thead>
          <tbody>
            {RESOURCE_KEYS.map((resource) => (
              <MatrixRow key={resource} resource={resource} value={value} dispatch={dispatch} disabled={disabled} />
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  );
}

function MatrixRow({
  resource,
  value,
  dispatch,
  disabled,
}: {
  resource: Resource;
  value: RoleMatrixState;
  dispatch: (event: RoleMatrixEvent) => void;
  disabled: boolean;
}) {
  const switchId = useId();
  const label = RESOURCES[resource].label;
  const included = isIncluded(value, resource);
  const flags = flagsIn(value, resource);
  return (
    <tr className={cn('border-b last:border-b-0', !included && 'bg-muted/30')}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        <span className="flex items-center gap-3">
          <Switch
            id={switchId}
            checked={included}
            onCheckedChange={() => dispatch({ type: 'toggleResource', resource })}
            disabled={disabled}
          />
          <label htmlFor={switchId} className="cursor-pointer whitespace-nowrap">
            {label}
          </label>
        </span>
      </th>
      {COLUMNS.map(({ action }) => (
        <td key={action} className="px-3 py-2 text-center">
          <Checkbox
            aria-label={permissionLabel(resource, action)}
            checked={flags[action]}
            onCheckedChange={() => dispatch({ type: 'toggleAction', resource, action })}
            disabled={disabled || !included}
          />
        </td>
      ))}
      <td className="px-3 py-2 text-center">
        <Checkbox
          aria-label={`${label}: all`}
          checked={checkedOf(rowState(value, resource))}
          onCheckedChange={() => dispatch({ type: 'toggleRow', resource })}
          disabled={disabled || !included}
        />
      </td>
    </tr>
  );
}
