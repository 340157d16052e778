import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverClose = PopoverPrimitive.Close;

export const popoverSurfaceClasses =
  'z-50 rounded-md border bg-popover text-popover-foreground shadow-md outline-none data-[state=open]:animate-pop-in';

export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** Render in place instead of in a portal. */
  inline?: boolean;
}

/** Floating panel (portalled, collision-aware). */
export function PopoverContent({ className, align = 'center', sideOffset = 4, inline = false, ...props }: PopoverContentProps) {
  const content = (
    <PopoverPrimitive.Content
      data-slot="popover-content"
      align={align}
      sideOffset={sideOffset}
      className={cn(popoverSurfaceClasses, 'w-72 p-4', className)}
      {...props}
    />
  );
  return inline ? content : <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal>;
}
