import { createContext, useContext, useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import type { AnyFormApi } from '@tanstack/react-form';
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
import { useDiscardGuard, type FormRootProps, type SubmitButtonProps } from '@/components/form';

/**
 * How the modal closes: the form inside it (EntityForm) puts its discard guard here, so Escape,
 * Cancel and the X on a changed form ask 'Discard changes?' first; without one it closes at once.
 */
interface CloseRoute {
  onOpenChange: (open: boolean) => void;
  setGuard: (guard: ((open: boolean) => void) | null) => void;
}
const CloseRouteContext = createContext<CloseRoute | null>(null);

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
 * outside does not close it (typing would be lost); Escape and Cancel do, at once on an unchanged
 * form and after 'Discard changes?' on a changed one.
 */
export function EntityFormModal({ open, onOpenChange, title, description, size, children }: EntityFormModalProps) {
  const guard = useRef<((open: boolean) => void) | null>(null);
  const route = useMemo<CloseRoute>(
    () => ({
      onOpenChange,
      setGuard: (next) => {
        guard.current = next;
      },
    }),
    [onOpenChange],
  );
  return (
    <Modal open={open} onOpenChange={(next) => (guard.current ?? onOpenChange)(next)}>
      <ModalContent
        size={size}
        onInteractOutside={(event) => event.preventDefault()}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <ModalHeader>
          <ModalTitle className="[overflow-wrap:anywhere]">{title}</ModalTitle>
          {description ? <ModalDescription>{description}</ModalDescription> : null}
        </ModalHeader>
        <CloseRouteContext.Provider value={route}>{children}</CloseRouteContext.Provider>
      </ModalContent>
    </Modal>
  );
}

/** The parts of a `useAppForm` form that `EntityForm` renders (any app form has them). */
export interface AppFormParts {
  /** The form's API (its store tells whether the values differ from the defaults). */
  store: AnyFormApi['store'];
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
  const route = useContext(CloseRouteContext);
  const discard = useDiscardGuard(form, route?.onOpenChange ?? ignoreClose);
  useEffect(() => {
    route?.setGuard(discard.onOpenChange);
  });
  useEffect(() => () => route?.setGuard(null), [route]);
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
      {route ? discard.dialog : null}
    </form.AppForm>
  );
}

/** Outside an EntityFormModal nothing closes through the guard. */
function ignoreClose(): void {}
