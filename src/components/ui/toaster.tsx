import type { ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from './theme';

export { toast } from 'sonner';

export type ToasterProps = ComponentProps<typeof Sonner>;

/** App toasts: top centre with a close button (spec), rich colours, following the app theme. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      position="top-center"
      closeButton
      richColors
      theme={resolvedTheme}
      className="toaster group"
      style={{
        ['--normal-bg' as string]: 'var(--popover)',
        ['--normal-text' as string]: 'var(--popover-foreground)',
        ['--normal-border' as string]: 'var(--border)',
      }}
      {...props}
    />
  );
}
