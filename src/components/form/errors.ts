import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form';

/** The message of one validation error as TanStack Form stores it (string, Standard Schema issue, or other). */
export function errorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object' && 'message' in error) {
    const message = error.message;
    if (typeof message === 'string' && message) return message;
  }
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = errorMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

/** The first error of a field, or undefined. */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    const message = errorMessage(error);
    if (message) return message;
  }
  return undefined;
}

/** Removes a server error from a field (called when the user edits it). */
export function clearServerError(field: AnyFieldApi): void {
  if (field.state.meta.errorMap.onServer === undefined) return;
  field.setMeta((prev) => ({
    ...prev,
    errorMap: { ...prev.errorMap, onServer: undefined },
    errorSourceMap: { ...prev.errorSourceMap, onServer: undefined },
  }));
}

/**
 * Removes every field's server error. FormRoot does this before each submit (TanStack Form would
 * otherwise count them as invalid and refuse to submit); call it yourself if you submit another way.
 */
export function clearServerErrors(form: AnyFormApi): void {
  for (const name of Object.keys(form.fieldInfo)) {
    const meta = form.getFieldMeta(name);
    if (meta?.errorMap.onServer === undefined) continue;
    form.setFieldMeta(name, (prev) => ({
      ...prev,
      errorMap: { ...prev.errorMap, onServer: undefined },
      errorSourceMap: { ...prev.errorSourceMap, onServer: undefined },
    }));
  }
}

/**
 * Removes the errors a form-level `onSubmit` validator put on fields. FormRoot does this before
 * each submit: TanStack Form checks field errors before it runs the form validator again, so an
 * error left on one field would stop the next attempt from re-checking the others (a fixed field
 * would show nothing, a newly wrong one no message).
 */
export function clearFormSubmitErrors(form: AnyFormApi): void {
  for (const name of Object.keys(form.fieldInfo)) {
    const meta = form.getFieldMeta(name);
    if (meta?.errorMap.onSubmit === undefined || meta.errorSourceMap.onSubmit !== 'form') continue;
    form.setFieldMeta(name, (prev) => ({
      ...prev,
      errorMap: { ...prev.errorMap, onSubmit: undefined },
      errorSourceMap: { ...prev.errorSourceMap, onSubmit: undefined },
    }));
  }
}

/** What the API layer rejects with (src/api/errors.ts ApiError fits this shape). */
export interface ServerErrorLike {
  message?: string;
  fieldErrors?: Record<string, readonly string[] | string | undefined>;
}

export interface ApplyServerErrorsOptions {
  /** Server field name -> form field name, where they differ ('phone_number' -> 'phone'). */
  fieldMap?: Record<string, string>;
}

function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function humanize(name: string): string {
  const spaced = name
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const NON_FIELD_KEYS = new Set(['non_field_errors', 'detail', 'message', '__all__']);

/**
 * Puts a server's field errors on the form's fields (as `onServer` errors, shown by each Field and
 * cleared when the user edits that field or submits again through FormRoot). Values are left
 * untouched: a failed submit never resets the form.
 *
 * Returns the messages that matched no field, so the caller can toast them; when no field got an
 * error at all, the error's own `message` is returned too.
 */
export function applyServerErrors(form: AnyFormApi, error: unknown, options: ApplyServerErrorsOptions = {}): string[] {
  const source: ServerErrorLike = error && typeof error === 'object' ? error : {};
  const fieldErrors = source.fieldErrors && typeof source.fieldErrors === 'object' ? source.fieldErrors : {};
  const registered = new Set(Object.keys(form.fieldInfo));
  const unmatched: string[] = [];
  let matched = 0;

  for (const [serverName, raw] of Object.entries(fieldErrors)) {
    const messages = (Array.isArray(raw) ? raw : [raw]).filter((m): m is string => typeof m === 'string' && m.length > 0);
    if (!messages.length) continue;
    const candidates = [options.fieldMap?.[serverName], serverName, snakeToCamel(serverName)];
    const target = NON_FIELD_KEYS.has(serverName) ? undefined : candidates.find((c) => c && registered.has(c));
    if (!target) {
      const prefix = NON_FIELD_KEYS.has(serverName) ? '' : `${humanize(serverName)}: `;
      unmatched.push(...messages.map((m) => `${prefix}${m}`));
      continue;
    }
    matched += 1;
    const text = messages.join(' ');
    form.setFieldMeta(target, (prev) => ({
      ...prev,
      errorMap: { ...prev.errorMap, onServer: text },
      errorSourceMap: { ...prev.errorSourceMap, onServer: 'field' },
    }));
  }

  if (matched === 0 && unmatched.length === 0) {
    const message =
      typeof source.message === 'string' && source.message
        ? source.message
        : error instanceof Error && error.message
          ? error.message
          : typeof error === 'string'
            ? error
            : undefined;
    if (message) unmatched.push(message);
  }
  return unmatched;
}
