import { Suspense, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload, type Preloadable } from '@/lib/lazy';

/**
 * A form field whose code loads on first use (issue 4's bundle budget: the select's Radix popover
 * and floating-ui, the checkbox and the switch are not on the sign-in page or the dashboard).
 * While it loads, a field-sized placeholder holds its place; preloaded fields render at once.
 */
export function lazyField<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  const Lazy = lazyWithPreload(load);
  function Field(props: P) {
    const [attempt, setAttempt] = useState(0);
    // Offline: the field says so in its place and can try again; the rest of the form stays.
    const failed = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        This field couldn't load. Check your connection.
        <Button variant="outlined" size="sm" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
    return (
      <LoadBoundary key={attempt} fallback={failed}>
        <Suspense fallback={<Skeleton className="h-[4.25rem] w-full" />}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(Field, { preload: Lazy.preload });
}
