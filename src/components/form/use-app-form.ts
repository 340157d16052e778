import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './context';
import { DateField, FormRoot, MoneyField, PhoneField, PinField, SubmitButton, TextareaField, TextField } from './fields';
import { CheckboxField, SelectField, SwitchField } from './lazy-fields';

/**
 * The app's form hook: TanStack Form with the design system's fields bound.
 *
 * ```tsx
 * const form = useAppForm({
 *   defaultValues: { name: '', amount: '' },
 *   validators: { onSubmit: v.object({ name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is required')), amount: v.string() }) },
 *   onSubmit: async ({ value, formApi }) => {
 *     try { await save(value); }
 *     catch (error) { for (const message of applyServerErrors(formApi, error)) toast.error(message); }
 *   },
 * });
 * <form.AppForm>
 *   <form.FormRoot>
 *     <form.AppField name="name">{(f) => <f.TextField label="Name" required />}</form.AppField>
 *     <form.SubmitButton>Save</form.SubmitButton>
 *   </form.FormRoot>
 * </form.AppForm>
 * ```
 */
export const { useAppForm, withForm, withFieldGroup, useTypedAppFormContext } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    PhoneField,
    TextareaField,
    MoneyField,
    SelectField,
    DateField,
    PinField,
    CheckboxField,
    SwitchField,
  },
  formComponents: {
    FormRoot,
    SubmitButton,
  },
});
