import { createElement, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import {
  Field,
  FormApi,
  functionalUpdate,
  mergeAndUpdate,
  useIsomorphicLayoutEffect,
  useSelector,
  type AnyFieldApi,
  type AnyFormApi,
  type createFormHook,
} from '@tanstack/react-form';
import { fieldContext, formContext, useFormContext } from './context';
import { FormRoot, PhoneField, SubmitButton, TextField } from './fields';
import { CheckboxField, DateField, MoneyField, PinField, SelectField, SwitchField, TextareaField } from './lazy-fields';

const fieldComponents = {
  TextField,
  PhoneField,
  TextareaField,
  MoneyField,
  SelectField,
  DateField,
  PinField,
  CheckboxField,
  SwitchField,
};

const formComponents = {
  FormRoot,
  SubmitButton,
};

/**
 * The types TanStack's `createFormHook` gives these components. We build the hook ourselves
 * (below) because `createFormHook` and `useForm` bring TanStack's field-group and form-group code
 * (`FieldGroupApi`, `FormGroupApi`, about 4 KB gzip) onto every form page's first load, and no
 * form of ours uses them.
 */
type Kit = ReturnType<typeof createFormHook<typeof fieldComponents, typeof formComponents>>;
type UseAppForm = Kit['useAppForm'];
type AppFormApi = ReturnType<UseAppForm>;

/** `form.Subscribe`: renders its children with the selected form state. */
function LocalSubscribe({
  form,
  selector = (state: unknown) => state,
  children,
}: {
  form: AnyFormApi;
  selector?: (state: unknown) => unknown;
  children: ReactNode | ((state: unknown) => ReactNode);
}) {
  const data = useSelector(form.store, selector);
  return functionalUpdate(children, data) as ReactNode;
}

/**
 * TanStack Form's `useForm` (same behaviour: the form id, `mount`, `update` on every render,
 * `transform`), with `Field` and `Subscribe` but without `FormGroup`.
 */
function useFormApi(opts: AnyFormApi['options']) {
  const fallbackFormId = useId();
  const [prevFormId, setPrevFormId] = useState(opts?.formId);
  const [formApi, setFormApi] = useState(() => new FormApi({ ...opts, formId: opts?.formId ?? fallbackFormId }));
  if (prevFormId !== opts?.formId) {
    const formId = opts?.formId ?? fallbackFormId;
    setFormApi(new FormApi({ ...opts, formId }));
    setPrevFormId(formId);
  }
  const extended = useMemo(() => {
    // As TanStack's useForm: the API's own fields (its methods are arrow functions) plus getters.
    const api = {
      // eslint-disable-next-line @typescript-eslint/no-misused-spread -- FormApi's methods are instance fields; its getters are added below
      ...formApi,
      handleSubmit: ((...args: Parameters<typeof formApi._handleSubmit>) =>
        formApi._handleSubmit(...args)) as typeof formApi.handleSubmit,
      // The spread misses FormApi's getters: add the ones forms read.
      get formId() {
        return formApi._formId;
      },
      get state() {
        return formApi.store.state;
      },
      // Arrow functions: forms take these off the API (`form.Field`) and render them.
      Field: (props: Record<string, unknown>) =>
        createElement(Field as unknown as ComponentType<Record<string, unknown>>, { ...props, form: formApi }),
      Subscribe: (props: { selector?: (state: unknown) => unknown; children: ReactNode | ((state: unknown) => ReactNode) }) =>
        createElement(LocalSubscribe, { form: formApi, selector: props.selector, children: props.children }),
    };
    return api;
  }, [formApi]);
  useIsomorphicLayoutEffect(formApi.mount, []);
  useIsomorphicLayoutEffect(() => {
    formApi.update(opts);
  });
  const hasRun = useRef(false);
  useIsomorphicLayoutEffect(() => {
    if (!hasRun.current) return;
    if (!opts?.transform) return;
    // TanStack types `transform` loosely on the options and strictly here, as its own useForm does.
    mergeAndUpdate(formApi, opts.transform as never);
  }, [formApi, opts?.transform]);
  useIsomorphicLayoutEffect(() => {
    hasRun.current = true;
  });
  return extended;
}

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
export const useAppForm = function useAppForm(props: AnyFormApi['options']) {
  const form = useFormApi(props);
  const AppForm = useMemo(
    () =>
      function AppForm({ children }: { children?: ReactNode }) {
        return createElement(formContext.Provider, { value: form as unknown as AnyFormApi }, children);
      },
    [form],
  );
  const AppField = useMemo(
    () =>
      function AppField({
        children,
        ...rest
      }: { children: (field: AnyFieldApi & typeof fieldComponents) => ReactNode } & Record<string, unknown>) {
        return createElement(form.Field, {
          ...rest,
          children: (field: AnyFieldApi) =>
            createElement(fieldContext.Provider, { value: field }, children(Object.assign(field, fieldComponents))),
        });
      },
    [form],
  );
  return useMemo(() => Object.assign(form, { AppField, AppForm, ...formComponents }), [form, AppField, AppForm]);
} as unknown as UseAppForm;

/** A form section that receives the form as a prop (TanStack's `withForm`). */
export const withForm: Kit['withForm'] = (({ render, props }: { render: (p: object) => ReactNode; props?: object }) =>
  function Render(innerProps: object) {
    return render({ ...props, ...innerProps });
  }) as unknown as Kit['withForm'];

/** The app form of the nearest `form.AppForm`, typed like the given form. */
export const useTypedAppFormContext = ((_props: unknown) => useFormContext()) as unknown as Kit['useTypedAppFormContext'];

export type { AppFormApi };
