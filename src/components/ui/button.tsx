import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap select-none',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        /** Main action of a screen. */
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-[color-mix(in_oklab,var(--color-primary),black_12%)]',
        /** Alternative action next to a primary one. */
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        /** Low-emphasis text button (cancel, back, inline actions). */
        tertiary: 'bg-transparent text-primary hover:bg-accent hover:text-accent-foreground',
        /** Solid red: the confirming button of a destructive action. */
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        /** Bordered neutral button. */
        outlined: 'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        /** Bordered red: offers a destructive action without shouting (remove, delete in a toolbar). */
        danger:
          'border border-destructive bg-background text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground',
      },
      size: {
        // Phones get 44 px touch targets; wider screens (a pointer, mostly) the compact sizes.
        sm: 'h-11 px-3 text-sm sm:h-8',
        md: 'h-11 px-4 text-sm sm:h-10',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 p-0 sm:size-10',
      },
      fullWidth: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Busy: aria-busy, aria-disabled (it keeps keyboard focus, unlike `disabled`), presses ignored
   * (a submit button does not submit) and a spinner; it looks disabled. The label stays unless
   * `loadingText` is given.
   */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Render the single child element (a link) with the button's styles, through Radix Slot. */
  asChild?: boolean;
}

/** A button. Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  asChild = false,
  className,
  disabled,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  const spinner = loading ? <Spinner label={null} className="size-4" /> : null;
  const content = loading && loadingText !== undefined ? loadingText : children;

  if (asChild) {
    return (
      <Slot.Root
        data-slot="button"
        data-variant={variant ?? 'primary'}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={disabled || loading || undefined}
        onClick={onClick}
        {...props}
      >
        {spinner}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'primary'}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      {...props}
      onClick={(event) => {
        // A busy button keeps its focus but does nothing: no second save, no form submission.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {spinner}
      {content}
    </button>
  );
}
