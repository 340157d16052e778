import { useEffect, useState } from 'react';
import { afterFirstPaint, hasPainted } from './when-idle';

/**
 * False until the document's first paint (see afterFirstPaint), then true; true from the start on
 * a page mounted later. For `enabled` on queries whose answers are shown under a skeleton.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (painted) return;
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
