import { Suspense, lazy, startTransition, useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToasterType } from 'sonner';
import { onToastWaiting } from '@/lib/toast';
import { whenSettled } from '@/lib/when-idle';

export { toast } from '@/lib/toast';

export type ToasterProps = ComponentProps<typeof SonnerToasterType>;

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/**
 * App toasts: top centre with a close button (spec), rich colours, following the app theme.
 * Sonner loads once the page has settled, or at the first toast if that comes sooner, so it is
 * not part of any page's first load yet is in memory before a later network failure needs it.
 */
export function Toaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stopListening = onToastWaiting(want);
    // When settled, in a transition: rendered in slices, never one long task.
    const cancelIdle = whenSettled(() => startTransition(want));
    return () => {
      stopListening();
      cancelIdle();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
