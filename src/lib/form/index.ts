export { useAppForm, withForm, withFieldGroup, useTypedAppFormContext } from './use-app-form';
export { useFormContext, useFormFieldContext } from './context';
export {
  applyServerErrors,
  clearServerError,
  clearFormSubmitErrors,
  clearServerErrors,
  errorMessage,
  firstError,
  type ApplyServerErrorsOptions,
  type ServerErrorLike,
} from './errors';
export type {
  BoundFieldProps,
  DateFieldProps,
  FormRootProps,
  MoneyFieldProps,
  PinFieldProps,
  SelectFieldProps,
  SubmitButtonProps,
  TextareaFieldProps,
  TextFieldProps,
} from './fields';
