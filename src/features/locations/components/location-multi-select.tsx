import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useBusinessContext, type BusinessLocation } from '@/features/business';
import { cn } from '@/lib/utils';

export interface LocationMultiSelectProps {
  /** Chosen location ids, as strings. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  label?: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** The locations to offer; defaults to the current business's. */
  locations?: readonly BusinessLocation[];
}

/**
 * A multi-select of the business's locations as a group of checkboxes (a fieldset with its legend):
 * every active location, plus any removed one that is already chosen (marked removed, so it can
 * be taken off). Keyboard: Tab between boxes, Space to tick.
 */
export function LocationMultiSelect({
  value,
  onChange,
  onBlur,
  label = 'Locations',
  hint,
  error,
  required,
  disabled,
  className,
  locations,
}: LocationMultiSelectProps) {
  const context = useBusinessContext();
  const all = locations ?? context.business.locations;
  const chosen = new Set(value);
  const offered = all.filter((location) => location.active || chosen.has(String(location.id)));
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  function toggle(locationId: string, checked: boolean) {
    const next = checked ? [...value, locationId] : value.filter((item) => item !== locationId);
    onChange([...new Set(next)]);
  }

  return (
    <fieldset
      data-slot="location-multi-select"
      aria-describedby={describedBy}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
            {/* A group can't carry aria-required: its name says it instead. */}
            <span className="sr-only"> (required)</span>
          </>
        ) : null}
      </legend>
      {error ? (
        <p id={errorId} className="text-sm leading-tight font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {offered.length === 0 ? (
        <p className="text-sm text-muted-foreground">This business has no active locations.</p>
      ) : (
        <ul className="flex max-h-60 flex-col gap-0 overflow-y-auto rounded-md border px-3 py-1 sm:max-h-48 sm:gap-2 sm:py-3">
          {offered.map((location) => {
            const key = String(location.id);
            const boxId = `${id}-${key}`;
            return (
              <li key={key} className="flex items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={chosen.has(key)}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  onCheckedChange={(checked) => toggle(key, checked === true)}
                  onBlur={onBlur}
                />
                <Label htmlFor={boxId} className="flex min-h-11 min-w-0 flex-1 items-center font-normal break-words sm:min-h-0">
                  {location.name}
                  {location.active ? null : <span className="text-muted-foreground"> (removed)</span>}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
