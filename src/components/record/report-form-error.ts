import type { AnyFormApi } from '@tanstack/react-form';
import { toast } from '@/lib/toast';
import { toApiError } from '@/api/errors';
import { applyServerErrors, type ApplyServerErrorsOptions } from '@/components/form';

/**
 * After a failed save: the server's field errors go to their fields (the input stays as typed),
 * and anything that fits no field is toasted. Use with mutations marked `meta: { silent: true }`
 * so the error is not toasted twice.
 */
export function reportFormError(form: AnyFormApi, error: unknown, options?: ApplyServerErrorsOptions): void {
  const normalised = toApiError(error);
  if (normalised.silent || normalised.status === 401) return;
  for (const message of applyServerErrors(form, normalised, options)) toast.error(message);
}
