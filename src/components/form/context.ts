import { createFormHookContexts } from '@tanstack/react-form';

/** Contexts shared by the app form hook and its bound field and form components. */
export const { fieldContext, formContext, useFieldContext: useFormFieldContext, useFormContext } = createFormHookContexts();
