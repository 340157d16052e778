import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Switch } from '@/components/ui/switch';
import { RESOURCE_KEYS, RESOURCE_MENU_LABELS, permissionLabel, type Action, type Resource } from '@/lib/permissions';
import { cn } from '@/lib/utils';
import { flagsIn, isIncluded, roleMatrixReducer, type RoleMatrixEvent, type RoleMatrixState } from '../utils/role-matrix';

/** The toggles in the order the issue lists them (the ids run create, edit, remove, view). */
const TOGGLES: { action: Action; label: string }[] = [
  { action: 'view', label: 'View' },
  { action: 'create', label: 'Create' },
  { action: 'edit', label: 'Edit' },
  { action: 'remove', label: 'Remove' },
];

export interface RoleMatrixProps {
  value: RoleMatrixState;
  onChange: (next: RoleMatrixState) => void;
  disabled?: boolean;
  /** The validation or server error of the permissions. */
  error?: string | undefined;
}

/**
 * The roles form's permissions (issue 22, item 6): one row per resource, named as the menu names
 * it, with a switch (on gives View, off removes the resource) and four labelled toggles, View,
 * Create, Edit and Remove, each a 44 px target. On a phone the toggles sit in a row of four under
 * the resource's name, so nothing is off-screen; on wide screens beside it. Every control is
 * reachable with Tab and toggled with Space.
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
        Switch on what the role may see, then what it may create, edit and remove. {count} of 56 permissions chosen.
      </p>
      <ul aria-label="Permissions by resource" className={cn('divide-y rounded-lg border', error && 'border-destructive')}>
        {RESOURCE_KEYS.map((resource) => (
          <ResourceRow key={resource} resource={resource} value={value} dispatch={dispatch} disabled={disabled} />
        ))}
      </ul>
    </fieldset>
  );
}

function ResourceRow({
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
  const label = RESOURCE_MENU_LABELS[resource];
  const included = isIncluded(value, resource);
  const flags = flagsIn(value, resource);
  return (
    <li
      data-resource={resource}
      className={cn('flex flex-col gap-1 px-2 py-2 sm:flex-row sm:items-center sm:gap-3 sm:px-3', !included && 'bg-muted/30')}
    >
      <div className="flex min-h-11 items-center gap-3 sm:w-48 sm:shrink-0">
        <Switch
          id={switchId}
          checked={included}
          onCheckedChange={() => dispatch({ type: 'toggleResource', resource })}
          disabled={disabled}
        />
        <label htmlFor={switchId} className="flex min-h-11 flex-1 cursor-pointer items-center text-sm font-medium">
          {label}
        </label>
      </div>
      <div className="grid grid-cols-4 gap-1.5 sm:flex-1">
        {TOGGLES.map(({ action, label: actionLabel }) => (
          <label
            key={action}
            data-toggle={action}
            className={cn(
              // A phone stacks the box over its word so four fit in a row; wide screens put them side by side.
              'flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md border px-1 py-1 text-xs select-none',
              'sm:flex-row sm:gap-1.5 sm:px-1.5 sm:text-sm',
              'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/10',
              disabled && 'cursor-not-allowed opacity-60',
            )}
          >
            <Checkbox
              aria-label={permissionLabel(resource, action)}
              checked={flags[action]}
              onCheckedChange={() => dispatch({ type: 'toggleAction', resource, action })}
              disabled={disabled}
            />
            <span>{actionLabel}</span>
          </label>
        ))}
      </div>
    </li>
  );
}
