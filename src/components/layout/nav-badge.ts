/**
 * Counts an area shows beside its navigation entry (the support area's unread messages): the
 * area sets them, `NavLink` reads them. A tiny store, so the navigation imports no feature.
 */
import { useSyncExternalStore } from 'react';

const counts = new Map<string, number>();
const listeners = new Set<() => void>();

export function setNavBadge(to: string, count: number): void {
  if ((counts.get(to) ?? 0) === count) return;
  counts.set(to, count);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useNavBadge(to: string): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(to) ?? 0,
    () => 0,
  );
}
