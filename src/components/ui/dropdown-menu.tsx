import { createContext, use, useCallback, useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Circle } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { popoverSurfaceClasses } from './popover';

/** Where an open menu's element goes: set by its trigger (the landmark around it). */
const MenuTriggerContext = createContext<{
  trigger: HTMLElement | null;
  setTrigger: (element: HTMLElement | null) => void;
} | null>(null);

/**
 * A menu (WAI-ARIA menu button), not a modal: it does not hide the rest of the page from assistive
 * technology (a modal menu's aria-hidden on the page left focusable controls hidden, axe's
 * aria-hidden-focus) or block the page's pointer events; Escape, Tab and a click outside close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  return (
    <MenuTriggerContext value={{ trigger, setTrigger }}>
      <MenuPrimitive.Root modal={modal} {...props} />
    </MenuTriggerContext>
  );
}

export function DropdownMenuTrigger({ ref, ...props }: ComponentProps<typeof MenuPrimitive.Trigger>) {
  const setTrigger = use(MenuTriggerContext)?.setTrigger;
  const withTrigger = useCallback(
    (element: HTMLButtonElement | null) => {
      setTrigger?.(element);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, setTrigger],
  );
  return <MenuPrimitive.Trigger ref={withTrigger} {...props} />;
}

const LANDMARKS = [
  'main',
  'header',
  'nav',
  'aside',
  'footer',
  ...['main', 'banner', 'navigation', 'complementary', 'contentinfo', 'region', 'dialog', 'alertdialog'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/**
 * The element a menu is portalled into: the landmark its trigger sits in, so the open menu is part
 * of that landmark (axe's region rule: all content inside landmarks) and is read after its button.
 * A menu inside a dialog still goes to <body>: a dialog scrolls (overflow) and would clip it.
 */
export function menuPortalContainer(trigger: HTMLElement | null): HTMLElement | undefined {
  const landmark = trigger?.closest<HTMLElement>(LANDMARKS);
  if (!landmark || landmark.closest('[role="dialog"], [role="alertdialog"]')) return undefined;
  return landmark;
}
export const DropdownMenuGroup = MenuPrimitive.Group;
export const DropdownMenuRadioGroup = MenuPrimitive.RadioGroup;
export const DropdownMenuSub = MenuPrimitive.Sub;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  const context = use(MenuTriggerContext);
  // A menu open from its first render waits for its trigger (set as the trigger mounts, before
  // paint), so it is portalled once, into the right place.
  if (context && !context.trigger) return null;
  return (
    <MenuPrimitive.Portal container={menuPortalContainer(context?.trigger ?? null)}>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        align={align}
        className={cn(popoverSurfaceClasses, 'min-w-40 overflow-hidden p-1', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export const menuItemVariants = cva(
  [
    'relative flex min-h-11 w-full cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none select-none sm:min-h-8',
    'data-[disabled]:pointer-events-none data-[disabled]:opacity-60',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'focus:bg-accent focus:text-accent-foreground',
        danger: 'text-destructive focus:bg-destructive-soft focus:text-destructive-soft-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type DropdownMenuItemProps = ComponentProps<typeof MenuPrimitive.Item> &
  VariantProps<typeof menuItemVariants> & { inset?: boolean };

export function DropdownMenuItem({ className, variant, inset, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(menuItemVariants({ variant }), inset && 'pl-8', className)}
      {...props}
    />
  );
}

export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(menuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(menuItemVariants(), 'pl-8', className)}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" className="size-2 fill-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  inset,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label> & { inset?: boolean }) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', inset && 'pl-8', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

export function DropdownMenuSubTrigger({ className, ...props }: ComponentProps<typeof MenuPrimitive.SubTrigger>) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(menuItemVariants(), 'data-[state=open]:bg-accent', className)}
      {...props}
    />
  );
}

export function DropdownMenuSubContent({ className, ...props }: ComponentProps<typeof MenuPrimitive.SubContent>) {
  const trigger = use(MenuTriggerContext)?.trigger ?? null;
  return (
    <MenuPrimitive.Portal container={menuPortalContainer(trigger)}>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(popoverSurfaceClasses, 'min-w-40 p-1', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}
