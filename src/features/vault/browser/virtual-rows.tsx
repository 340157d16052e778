import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { Slot } from './item-list';

const OVERSCAN = 4;

/**
 * The list's size from a ResizeObserver only. The virtualizer's own observer also reads the
 * element's size at mount, in a layout effect, which forces the browser to lay out the whole new
 * page inside the script (the largest single cost of opening a 2,000-file folder with the CPU
 * slowed, npm run bench:vault). The observer's first report comes after the browser's own layout,
 * before the first paint; until then the list uses `initialRect`.
 */
function observeListRect(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const report = () => onRect({ width: element.clientWidth, height: element.clientHeight });
  if (typeof ResizeObserver === 'undefined') {
    report();
    return;
  }
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}

/** Lists whose first scroll write the virtualizer has made (see scrollList). */
const mounted = new WeakSet<Element>();

/**
 * The virtualizer's scroll writes, without its first one: at mount it writes its offset (0) to
 * the list, and a write makes the browser lay out the whole new page inside the script. A list
 * just created is already at 0; every later write goes through.
 */
const scrollList: typeof elementScroll = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element && !mounted.has(element)) {
    mounted.add(element);
    if (offset === 0 && !options.adjustments) return;
  }
  elementScroll(offset, options, instance);
};

export interface VirtualRowsProps {
  count: number;
  lanes: number;
  /** Every row's (or card's) height, px. */
  size: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The list's height before it is laid out (no layout read at mount). */
  initialHeight: number;
  /** Draws the list with the rows in view (and a few more) and the whole list's height. */
  render: (slots: readonly Slot[], totalSize: number) => ReactNode;
}

/**
 * The rows of a long folder (more than VIRTUAL_FROM items), virtualised with TanStack Virtual:
 * about 30 in the DOM whatever the count. Loaded on demand (item-list.tsx): a folder of a hundred
 * items or fewer renders every row without it.
 */
export function VirtualRows({ count, lanes, size, scrollRef, initialHeight, render }: VirtualRowsProps) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions change every render by design
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => size,
    overscan: OVERSCAN,
    lanes,
    initialRect: { width: 0, height: initialHeight },
    observeElementRect: observeListRect,
    scrollToFn: scrollList,
  });

  // Measured again when the lanes or the item size change, not on mount (the first measurement is
  // already made with them: a second pass over every item is what a 2,000-file folder felt).
  const measured = useRef({ lanes, size });
  useEffect(() => {
    if (measured.current.lanes === lanes && measured.current.size === size) return;
    measured.current = { lanes, size };
    virtualizer.measure();
  }, [virtualizer, lanes, size]);

  return render(virtualizer.getVirtualItems(), virtualizer.getTotalSize());
}
