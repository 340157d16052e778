import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithPreload } from '@/lib/lazy';
import { whenSettled } from '@/lib/when-idle';
import { LoadBoundary } from './load-boundary';

/**
 * A dialog whose code is not part of its page's first load (decision 0036's addendum): nothing
 * renders until it is first open; its code is fetched once the page has settled (so opening stays
 * quick) or when it opens, and it stays mounted after that, so closing animates as before. `isOpen`
 * reads the props' open state (`(p) => p.open`, or `(p) => p.item !== null`). A chunk that cannot
 * be fetched (offline) renders nothing; the next open tries again.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazyWithPreload(load);
  const preload = () => void Dialog.preload().catch(() => undefined);
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opens, setOpens] = useState(open ? 1 : 0);
    const [wasOpen, setWasOpen] = useState(open);
    if (open !== wasOpen) {
      setWasOpen(open);
      if (open) setOpens((n) => n + 1);
    }
    useEffect(() => whenSettled(preload), []);
    if (opens === 0) return null;
    return (
      <LoadBoundary key={opens} fallback={null}>
        <Suspense fallback={null}>
          <Dialog {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyDialog;
}
