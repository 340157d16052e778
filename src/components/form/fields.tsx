import { useRef, type ComponentProps, type ReactNode, type SubmitEvent } from 'react';
import { useSelector, type AnyFieldApi } from '@tanstack/react-form';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import { TextInput, type TextInputProps } from '@/components/ui/text-input';
import { phoneExample, phoneHint, type PhoneCountry } from '@/lib/phone-examples';
import { useFormContext, useFormFieldContext } from './context';
import { clearFormSubmitErrors, clearServerError, clearServerErrors, firstError } from './errors';

/** Props every bound field takes for its Field wrapper. */
export interface BoundFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  hideLabel?: boolean;
}

/** Stable DOM id for a form field: form id + field name. */
function controlId(field: AnyFieldApi): string {
  return `${field.form.formId}-${field.name}`.replace(/[^\w-]/g, '_');
}

/**
 * The error a field shows: once the field was touched or the form was submitted, the first of its
 * validation or server errors.
 */
function useFieldError(field: AnyFieldApi): string | undefined {
  const attempts = useSelector(field.form.store, (state) => state.submissionAttempts);
  const meta = field.state.meta;
  const hasServerError = meta.errorMap.onServer !== undefined;
  if (!meta.isTouched && attempts === 0 && !hasServerError) return undefined;
  return firstError(meta.errors);
}

export function useBoundField<TValue>() {
  const field = useFormFieldContext<TValue>();
  const error = useFieldError(field);
  const setValue = (value: TValue) => {
    field.handleChange(value);
    clearServerError(field);
  };
  return { field, error, setValue, id: controlId(field) };
}

export function wrapperProps(props: BoundFieldProps, id: string, error: string | undefined) {
  return {
    label: props.label,
    hint: props.hint,
    required: props.required,
    className: props.className,
    hideLabel: props.hideLabel,
    id,
    error,
  };
}

/**
 * Binds a text-like control (text, textarea, money, date, select) to its form field: the Field
 * wrapper's props, and the control's own props with its name, value ('' for none) and blur bound.
 */
export function useBoundControl<P extends BoundFieldProps & { inputClassName?: string }>(props: P) {
  const {
    label: _label,
    hint: _hint,
    required: _required,
    className: _className,
    hideLabel: _hideLabel,
    inputClassName,
    ...input
  } = props;
  const { field, error, setValue, id } = useBoundField<string>();
  return {
    wrapper: wrapperProps(props, id, error),
    control: { ...input, className: inputClassName, name: field.name, value: field.state.value ?? '', onBlur: field.handleBlur },
    setValue,
  };
}

export type TextFieldProps = BoundFieldProps &
  Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className'> & { inputClassName?: string };

export function TextField(props: TextFieldProps) {
  const { wrapper, control, setValue } = useBoundControl(props);
  return (
    <Field {...wrapper}>
      <TextInput {...control} onChange={(event) => setValue(event.target.value)} />
    </Field>
  );
}

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> & {
  /** The business's country (`phoneCountryOf(business.currency)`): its example is the hint and placeholder. */
  country: PhoneCountry;
};

/**
 * A phone number, typed freely ('0803 345 6789', '+1 555 123 4567'); the hint and placeholder give
 * an example of the business's country. Pair it with `phoneField(country)` (`@/lib/phone-field`) in the
 * form's schema, which checks it and submits E.164.
 */
export function PhoneField({ country, hint, placeholder, ...props }: PhoneFieldProps) {
  const { wrapper, control, setValue } = useBoundControl({ ...props, hint: hint ?? phoneHint(country) });
  return (
    <Field {...wrapper}>
      <TextInput
        {...control}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={placeholder ?? phoneExample(country)}
        onChange={(event) => setValue(event.target.value)}
      />
    </Field>
  );
}

/** Moves focus to the first invalid control after a failed submit. */
function focusFirstInvalid(formElement: HTMLFormElement | null) {
  const target = formElement?.querySelector<HTMLElement>('[aria-invalid="true"]:not([disabled])');
  target?.focus();
}

export type FormRootProps = Omit<ComponentProps<'form'>, 'onSubmit'>;

/**
 * The <form> element bound to the app form: no native validation or autocomplete, submits through
 * TanStack Form, then focuses the first invalid field if any. A submit while one is under way
 * (Enter pressed again, a code field's automatic submit) is ignored.
 */
export function FormRoot(props: FormRootProps) {
  const form = useFormContext();
  const submitting = useRef(false);
  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (submitting.current || form.state.isSubmitting) return;
    const element = event.currentTarget;
    clearServerErrors(form);
    clearFormSubmitErrors(form);
    submitting.current = true;
    try {
      await form.handleSubmit();
    } finally {
      submitting.current = false;
    }
    // Let React paint the error states, then move focus to the first one.
    setTimeout(() => focusFirstInvalid(element), 0);
  }
  return <Form {...props} onSubmit={(event) => void handleSubmit(event)} />;
}

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'>;

/** The form's submit button: disabled with a spinner while submitting. */
export function SubmitButton({ children = 'Save', ...props }: SubmitButtonProps) {
  const form = useFormContext();
  const isSubmitting = useSelector(form.store, (state) => state.isSubmitting);
  return (
    <Button {...props} type="submit" loading={isSubmitting}>
      {children}
    </Button>
  );
}
