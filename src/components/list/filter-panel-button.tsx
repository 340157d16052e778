/**
 * A list's filters behind a 'Filters' button (with the number set) beside the search, for filters
 * most visits do not use. The panel's code (its selects, date pickers, any call it makes) is not
 * part of the list's first load (issue 21): it loads once the page has settled, on intent (hover
 * or focus on the button) or when opened. A URL that already filters opens the panel at once, so
 * what narrows the list is in view; a filter set from elsewhere (a link, Back) opens it too.
 */
import { Suspense, useEffect, useId, useState } from 'react';
import { ListFilter } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import type { Preloadable } from '@/lib/lazy';
import { whenSettled } from '@/lib/when-idle';

/** `fields` select-sized blocks in the panel's own grid, so nothing moves when the panel arrives. */
function PanelSkeleton({ fields }: { fields: number }) {
  return (
    <div aria-busy="true" className="grid w-full grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <p role="status" className="sr-only">
        Loading the filters
      </p>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="flex min-w-0 flex-col gap-1 sm:w-40">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-11 w-full sm:h-10" />
        </div>
      ))}
    </div>
  );
}

export interface FilterPanelButtonProps<P extends object> {
  /** How many filters are set (shown on the button; more than 0 opens the panel). */
  active: number;
  /** The panel, loaded on demand (`lazyWithPreload`). */
  Panel: Preloadable<P>;
  panelProps: P;
  /** How many fields the panel shows, for its placeholder. */
  fields: number;
}

export function FilterPanelButton<P extends object>({ active, Panel, panelProps, fields }: FilterPanelButtonProps<P>) {
  const panelId = useId();
  const [open, setOpen] = useState(active > 0);
  // A filter set from elsewhere opens the panel too; clearing leaves it as it is.
  const [wasFiltered, setWasFiltered] = useState(active > 0);
  if (active > 0 !== wasFiltered) {
    setWasFiltered(active > 0);
    if (active > 0) setOpen(true);
  }
  // A failed load (offline) shows a retry; a new key tries again.
  const [attempt, setAttempt] = useState(0);
  const preload = () => void Panel.preload().catch(() => undefined);
  useEffect(() => whenSettled(() => void Panel.preload().catch(() => undefined)), [Panel]);

  return (
    <>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((was) => !was)}
      >
        <ListFilter aria-hidden="true" />
        {active > 0 ? `Filters (${active})` : 'Filters'}
      </Button>
      {open ? (
        // Last in the search row (after the count), on a line of its own.
        <div id={panelId} className="order-last w-full">
          <LoadBoundary
            key={attempt}
            fallback={
              <p role="alert" className="flex flex-wrap items-center gap-2 text-sm">
                The filters could not be loaded.
                <Button variant="outlined" size="sm" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </Button>
              </p>
            }
          >
            <Suspense fallback={<PanelSkeleton fields={fields} />}>
              <Panel {...panelProps} />
            </Suspense>
          </LoadBoundary>
        </div>
      ) : null}
    </>
  );
}
