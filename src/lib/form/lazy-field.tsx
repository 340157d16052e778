import { Suspense, type ComponentType } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy';

export type LazyField<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A form field whose code loads on first use (issue 4's bundle budget: the select's Radix popover
 * and floating-ui, the checkbox and the switch are not on the sign-in page or the dashboard).
 * While it loads, a field-sized placeholder holds its place; preloaded fields render at once.
 */
export function lazyField<P extends object>(load: () => Promise<ComponentType<P>>): LazyField<P> {
  const Lazy = lazyWithPreload(load);
  function Field(props: P) {
    return (
      <Suspense fallback={<Skeleton className="h-[4.25rem] w-full" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Field, { preload: Lazy.preload });
}
