export { useAppForm, withForm, useTypedAppFormContext } from './use-app-form';
export { preloadFormFields } from './lazy-fields';
export { useFormContext, useFormFieldContext } from './context';
export {
  DiscardChangesDialog,
  GuardedModal,
  useDiscardGuard,
  type DiscardChangesDialogProps,
  type DiscardGuard,
  type GuardedModalProps,
} from './discard-guard';
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
export type { BoundFieldProps, FormRootProps, PhoneFieldProps, SubmitButtonProps, TextFieldProps } from './fields';
export type { PinFieldProps } from './pin-field';
export type { DateFieldProps, MoneyFieldProps, TextareaFieldProps } from './dialog-fields';
export type { SelectFieldProps } from './select-field';
export type { ToggleFieldProps } from './toggle-fields';
