/**
 * The inventory lists' filter bar, beside the search: a 'Filters' button (with the number set)
 * that opens the filters panel. The panel's code (its selects
 * and the tags call) is not part of the list's first load (issue 21): it loads once the page has
 * settled, on intent (hover or focus on the button) or when opened. A URL that already filters
 * opens the panel at once, so what narrows the list is in view.
 */
import { Suspense, useEffect, useId, useState } from 'react';
import { ListFilter } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadBoundary } from '@/components/ui/load-boundary';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyWithPreload } from '@/lib/lazy';
import { whenSettled } from '@/lib/when-idle';
import { activeFilterCount } from '../search';
import type { InventoryPageProps } from './inventory-filters';

const FiltersPanel = lazyWithPreload(() => import('./inventory-filters').then((m) => m.InventoryFilters));
const preloadPanel = () => void FiltersPanel.preload().catch(() => undefined);

/** Four select-sized blocks in the panel's own grid, so nothing moves when the selects arrive. */
function PanelSkeleton() {
  return (
    <div aria-busy="true" className="grid w-full grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <p role="status" className="sr-only">
        Loading the filters
      </p>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex min-w-0 flex-col gap-1 sm:w-40">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-11 w-full sm:h-10" />
        </div>
      ))}
    </div>
  );
}

export function InventoryFilterBar({ search, onSearchChange }: InventoryPageProps) {
  const panelId = useId();
  const active = activeFilterCount(search);
  const [open, setOpen] = useState(active > 0);
  // A filter set from elsewhere (a link, Back) opens the panel too; clearing leaves it as it is.
  const [wasFiltered, setWasFiltered] = useState(active > 0);
  if (active > 0 !== wasFiltered) {
    setWasFiltered(active > 0);
    if (active > 0) setOpen(true);
  }
  // A failed load (offline) shows a retry; a new key tries again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => whenSettled(preloadPanel), []);

  return (
    <>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
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
            <Suspense fallback={<PanelSkeleton />}>
              <FiltersPanel search={search} onSearchChange={onSearchChange} />
            </Suspense>
          </LoadBoundary>
        </div>
      ) : null}
    </>
  );
}
