import type { ComponentProps } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useTheme } from './theme';

export { toast } from 'sonner';

export type ToasterProps = ComponentProps<typeof Sonner>;

/**
 * Sonner's light rich colours are below WCAG AA for 13 px text (success 4.3:1, warning 3.1:1):
 * the same hues, darker, reach 4.8:1 or more on their backgrounds.
 */
const LIGHT_RICH_TEXT = {
  ['--success-text' as string]: 'hsl(140, 100%, 24%)',
  ['--info-text' as string]: 'hsl(210, 92%, 42%)',
  ['--warning-text' as string]: 'hsl(31, 92%, 34%)',
  ['--error-text' as string]: 'hsl(360, 100%, 42%)',
};

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
        ...(resolvedTheme === 'light' ? LIGHT_RICH_TEXT : {}),
      }}
      {...props}
    />
  );
}
