import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ListSlot } from './full-list-grid';

/** Rows rendered beyond the visible ones, each way. */
const OVERSCAN = 5;

export interface FullListVirtualProps {
  count: number;
  /** Every row's (or card's) height, px. */
  size: number;
  /** The sticky header's height above the rows, px (0 for cards). */
  header: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Where the list starts (read once, at mount). */
  initialOffset: number | (() => number);
  /** Draws the list with the rows in view (and a few more) and the rows' height in all (the header not counted). */
  render: (slots: readonly ListSlot[], totalSize: number) => ReactNode;
}

/**
 * The rows of a long full list (more than FULL_LIST_VIRTUAL_FROM), virtualised with TanStack
 * Virtual: about 30 in the DOM whatever the count. Loaded on demand (full-list-grid.tsx): a list
 * of a hundred items or fewer renders every row without it.
 */
export function FullListVirtual({ count, size, header, scrollRef, initialOffset, render }: FullListVirtualProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions change every render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size,
    overscan: OVERSCAN,
    scrollMargin: header,
    scrollPaddingStart: header,
    initialOffset,
    // Until the container is measured, assume a phone screen's worth (also what jsdom reports).
    initialRect: { width: 0, height: 640 },
  });
  return render(virtualizer.getVirtualItems(), virtualizer.getTotalSize());
}
