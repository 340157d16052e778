import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { whenIdle } from './when-idle';

/**
 * True once the element is on the screen and then `schedule` has run (by default: at an idle
 * moment): for heavy parts that are not the point of the first paint (the dashboard's charts load
 * recharts, about 100 KB gzip, and take long to render on a phone). Without IntersectionObserver,
 * `schedule` alone decides.
 */
export function useShownWhenVisible<T extends Element>({
  rootMargin = '0px',
  schedule = whenIdle,
}: {
  rootMargin?: string;
  schedule?: (fn: () => void) => () => void;
} = {}): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A transition: React renders the part in slices, leaving the main thread free in between.
    const show = () => startTransition(() => setShown(true));
    if (shown) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return schedule(show);
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = schedule(show);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [shown, rootMargin, schedule]);
  return [ref, shown];
}
