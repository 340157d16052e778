import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { openerFor, returnFocus } from './focus-return';

/** Root: controls open state (`open`/`onOpenChange` or `defaultOpen`). */
export const Modal = DialogPrimitive.Root;
export const ModalTrigger = DialogPrimitive.Trigger;
export const ModalPortal = DialogPrimitive.Portal;

/** The dimmed cover behind the modal. */
export function ModalCover({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="modal-cover"
      className={cn('fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in', className)}
      {...props}
    />
  );
}

export const modalContentVariants = cva(
  [
    'fixed z-50 flex flex-col gap-4 border bg-background text-foreground shadow-lg outline-none',
    'data-[state=open]:animate-pop-in',
  ],
  {
    variants: {
      size: {
        sm: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-6',
        md: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-6',
        lg: 'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg p-6',
        full: 'inset-0 h-dvh w-screen overflow-y-auto p-6 sm:p-10',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type ModalSize = NonNullable<VariantProps<typeof modalContentVariants>['size']>;

export interface ModalContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  size?: ModalSize;
  /** Show the X close button in the top right corner. Default true. */
  showClose?: boolean;
}

/**
 * The dialog itself, portalled over a cover: focus is trapped inside, Escape and a click on the
 * cover close it, and focus returns to the trigger afterwards. Needs a ModalTitle; without a
 * ModalDescription pass `aria-describedby={undefined}`.
 */
export function ModalContent({ className, size, showClose = true, children, onCloseAutoFocus, ...props }: ModalContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <ModalPortal>
      <ModalCover />
      <DialogPrimitive.Content
        data-slot="modal-content"
        data-size={size ?? 'md'}
        className={cn(modalContentVariants({ size }), className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Without a ModalTrigger Radix would leave focus on <body> (see focus-return.ts).
          const back = opener.current;
          opener.current = null;
          if (back?.isConnected) {
            event.preventDefault();
            returnFocus(back);
          }
        }}
        {...props}
      >
        <RememberOpener
          onOpened={(element) => {
            opener.current = element;
          }}
        />
        {children}
        {showClose ? <ModalClose className="absolute top-2 right-2 sm:top-3 sm:right-3" /> : null}
      </DialogPrimitive.Content>
    </ModalPortal>
  );
}

/** Notes, as the dialog opens (before Radix moves focus into it), the control it was opened from. */
function RememberOpener({ onOpened }: { onOpened: (opener: HTMLElement | null) => void }) {
  const mark = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const dialog = mark.current?.closest('[role="dialog"], [role="alertdialog"]') ?? null;
    // The focus history starts when this module first loads, which for a lazily loaded dialog is
    // after its opener took focus: then the opener is what has focus now (Radix moves it later).
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && active !== document.body && !dialog?.contains(active) ? active : null;
    onOpened(openerFor(dialog) ?? focused);
    // Once, as the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <span ref={mark} hidden />;
}

export function ModalHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="modal-header" className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function ModalTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title data-slot="modal-title" className={cn('text-lg leading-tight font-semibold', className)} {...props} />
  );
}

export function ModalDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="modal-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="modal-footer"
      className={cn('mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export interface ModalCloseProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Accessible name. Default 'Close'. */
  label?: string;
}

/** The X icon button that closes the modal. For a text "Cancel" button use `DialogClose asChild` via ModalCloseSlot. */
export function ModalClose({ label = 'Close', className, ...props }: ModalCloseProps) {
  return (
    <DialogPrimitive.Close asChild>
      <Button
        variant="tertiary"
        size="icon"
        aria-label={label}
        data-slot="modal-close"
        className={cn('size-11 text-muted-foreground hover:text-foreground sm:size-8', className)}
        {...props}
      >
        <X aria-hidden="true" />
      </Button>
    </DialogPrimitive.Close>
  );
}

/** Closes the modal through any child element: `<ModalCloseSlot asChild><Button>Cancel</Button></ModalCloseSlot>`. */
export const ModalCloseSlot = DialogPrimitive.Close;
