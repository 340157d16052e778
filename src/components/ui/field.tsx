import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FieldContextValue {
  /** The control's id; the label points at it. */
  id: string;
  labelId: string;
  errorId: string;
  hintId: string;
  error: string | undefined;
  hint: ReactNode;
  required: boolean;
  disabled: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The surrounding Field, if any. */
export function useFieldContext(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** The attributes a control needs to be wired to its Field (label, error, hint). */
export interface FieldControlProps {
  id: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  disabled: boolean | undefined;
}

interface OwnControlProps {
  id?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-describedby'?: string | undefined;
  'aria-required'?: boolean | 'true' | 'false' | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}

function joinIds(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The id of what shows under the control: the error while there is one, else the hint (decision 15). */
function messageId(field: FieldContextValue | null): string | undefined {
  if (!field) return undefined;
  if (field.error) return field.errorId;
  return field.hint ? field.hintId : undefined;
}

/**
 * Merges the Field's wiring into a control's own props: id, aria-invalid when the Field has an
 * error, aria-describedby = the line under the control (the error, or else the hint) + the
 * control's own, aria-required, disabled. Outside a Field it returns the control's own values.
 */
export function useFieldControl(own: OwnControlProps): FieldControlProps {
  const field = useContext(FieldContext);
  const ownInvalid = own['aria-invalid'] === true || own['aria-invalid'] === 'true';
  const ownRequired = own['aria-required'] === true || own['aria-required'] === 'true';
  return {
    id: field?.id ?? own.id,
    'aria-invalid': ownInvalid || Boolean(field?.error) ? true : undefined,
    'aria-describedby': joinIds(messageId(field), own['aria-describedby']),
    'aria-required': ownRequired || own.required || field?.required ? true : undefined,
    disabled: own.disabled ?? (field?.disabled || undefined),
  };
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children' | 'id'> {
  label: ReactNode;
  /** The control's id (also accepted as `htmlFor`). Generated when absent. */
  id?: string;
  htmlFor?: string;
  /** Error text: one line under the control, in place of the hint while it shows. */
  error?: string | undefined | null;
  /** Help under the control (hidden while there is an error). */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Hide the label visually (still read by screen readers). */
  hideLabel?: boolean;
  /** The control, or a render function receiving the wiring props (for controls that don't read the context). */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * Form field wrapper: the label, the control below it, then one line under the control: the error
 * while there is one, otherwise the optional hint (decision 15: errors under the field, for phones). Controls of this design system wire themselves to it
 * (id, aria-invalid, aria-describedby, aria-required) through context.
 */
export function Field({
  label,
  id,
  htmlFor,
  error,
  hint,
  required = false,
  disabled = false,
  hideLabel = false,
  className,
  children,
  ...props
}: FieldProps) {
  const generated = useId();
  const controlId = htmlFor ?? id ?? `field-${generated}`;
  const value: FieldContextValue = {
    id: controlId,
    labelId: `${controlId}-label`,
    errorId: `${controlId}-error`,
    hintId: `${controlId}-hint`,
    error: error || undefined,
    hint,
    required,
    disabled,
  };
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': value.error ? true : undefined,
    'aria-describedby': messageId(value),
    'aria-required': required || undefined,
    disabled: disabled || undefined,
  };

  return (
    <FieldContext.Provider value={value}>
      <div
        data-slot="field"
        data-invalid={value.error ? '' : undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        <div data-slot="field-label-row" className="flex min-h-5 items-baseline">
          <Label id={value.labelId} htmlFor={controlId} required={required} className={cn(hideLabel && 'sr-only')}>
            {label}
          </Label>
        </div>
        {typeof children === 'function' ? children(controlProps) : children}
        {value.error ? (
          <p id={value.errorId} data-slot="field-error" className="text-left text-sm leading-snug font-medium text-destructive">
            {value.error}
          </p>
        ) : hint ? (
          <p id={value.hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}
