import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date. Where matchMedia is missing it answers
 * `fallback` (the wide-screen layout, say).
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  // One MediaQueryList and one subscription per query, not one per render.
  const list = useMemo(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => (list ? list.matches : fallback),
    () => fallback,
  );
}
