import { startTransition, useEffect, useState } from 'react';
import { whenSettled } from '@/lib/when-idle';

/**
 * When a page's dialogs part (loaded on demand) mounts: once the page has settled, or at the
 * first open, whichever comes first; it stays mounted after, so a closing dialog animates. `key`
 * changes at each open: give it to the part's LoadBoundary, so a part that failed to load
 * (offline) is tried again at the next open.
 */
export function useDialogsHost(asked: boolean): { mounted: boolean; key: number } {
  const [mounted, setMounted] = useState(asked);
  const [opens, setOpens] = useState(asked ? 1 : 0);
  const [wasAsked, setWasAsked] = useState(asked);
  if (asked !== wasAsked) {
    setWasAsked(asked);
    if (asked) {
      setMounted(true);
      setOpens((n) => n + 1);
    }
  }
  // Mounted when settled in a transition: React renders the part in slices, not one long task.
  useEffect(() => whenSettled(() => startTransition(() => setMounted(true))), []);
  return { mounted, key: opens };
}
