import type { ComponentType, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Modal,
  ModalCloseSlot,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  type ModalSize,
} from '@/components/ui/modal';
import type { FormRootProps, SubmitButtonProps } from '@/components/form';

export interface EntityFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /**
   * The form, usually a component that calls `useAppForm` and renders `EntityForm`. It mounts
   * when the modal opens and unmounts when it closes, so every opening starts from the record's
   * values, while a failed save keeps what the user typed (the modal stays open).
   */
  children: ReactNode;
}

/**
 * The create/edit dialog of a record: title, optional description, then the form. A click
 * outside does not close it (typing would be lost); Escape and Cancel do.
 */
export function EntityFormModal({ open, onOpenChange, title, description, size, children }: EntityFormModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        size={size}
        onInteractOutside={(event) => event.preventDefault()}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <ModalHeader>
          <ModalTitle className="[overflow-wrap:anywhere]">{title}</ModalTitle>
          {description ? <ModalDescription>{description}</ModalDescription> : null}
        </ModalHeader>
        {children}
      </ModalContent>
    </Modal>
  );
}

/** The parts of a `useAppForm` form that `EntityForm` renders (any app form has them). */
export interface AppFormParts {
  AppForm: ComponentType<{ children?: ReactNode }>;
  FormRoot: ComponentType<FormRootProps>;
  SubmitButton: ComponentType<SubmitButtonProps>;
}

export interface EntityFormProps {
  form: AppFormParts;
  /** The submit button's text ('Add customer', 'Save changes'). */
  submitLabel: string;
  cancelLabel?: string;
  /** The fields (`<form.AppField name="name">{(f) => <f.TextField label="Name" required />}</form.AppField>`). */
  children: ReactNode;
}

/**
 * The form inside an EntityFormModal: FormRoot (no native validation, focus to the first error),
 * the fields, then Cancel and a submit button that is disabled with a spinner while saving.
 */
export function EntityForm({ form, submitLabel, cancelLabel = 'Cancel', children }: EntityFormProps) {
  return (
    <form.AppForm>
      <form.FormRoot>
        {children}
        <ModalFooter>
          <ModalCloseSlot asChild>
            <Button variant="outlined">{cancelLabel}</Button>
          </ModalCloseSlot>
          <form.SubmitButton>{submitLabel}</form.SubmitButton>
        </ModalFooter>
      </form.FormRoot>
    </form.AppForm>
  );
}
