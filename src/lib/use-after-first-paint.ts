import { startTransition, useEffect, useState } from 'react';
import { afterFirstPaint, afterFirstPaintIdle, hasPainted } from './when-idle';

/**
 * False until the document's first paint (see afterFirstPaint), then true; true from the start on
 * a page mounted later. For `enabled` on queries whose answers are shown under a skeleton. With
 * `idle`, true only at the first idle moment after that paint (afterFirstPaintIdle): for calls
 * nobody waits on, kept out of the burst of the page's own calls and renders.
 */
export function useAfterFirstPaint({ idle = false }: { idle?: boolean } = {}): boolean {
  const [painted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (painted) return;
    let live = true;
    void (idle ? afterFirstPaintIdle() : afterFirstPaint()).then(() => {
      // In a transition: what it enables (queries, their skeletons) renders in slices.
      if (live) startTransition(() => setPainted(true));
    });
    return () => {
      live = false;
    };
  }, [painted, idle]);
  return painted;
}
