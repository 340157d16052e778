import { useEffect, type ComponentProps } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from '@/lib/toast';
import { useTheme } from './theme';

/** Loaded on demand by ./toaster.tsx: the only module that imports sonner's code. */

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
export default function SonnerToaster(props: ComponentProps<typeof Sonner>) {
  const { resolvedTheme } = useTheme();
  // Sonner's list (a child) has subscribed by now: hand it the toasts that waited.
  useEffect(() => attachToaster(toast), []);
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
