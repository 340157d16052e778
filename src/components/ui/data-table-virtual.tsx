import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualRowsProps {
  count: number;
  columnCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  estimateRowHeight: number;
  maxHeight: number;
  /** Renders the row at `index`; `measure` goes on its <tr> as its ref. */
  renderRow: (index: number, measure: (element: Element | null) => void) => ReactNode;
}

/**
 * DataTable's virtualised body (more than 100 rows, or `virtualize`): only the rows in view and
 * a few around them, with spacer rows above and below. Its own module so TanStack Virtual loads
 * only for lists that long, not with every list's first paint (decision 0036's addendum).
 */
export function VirtualRows({ count, columnCount, scrollRef, estimateRowHeight, maxHeight, renderRow }: VirtualRowsProps) {
  // TanStack Virtual returns fresh functions each render; the React Compiler skips this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    overscan: 10,
    // Until the container is measured, assume it is full height (also what jsdom reports).
    initialRect: { width: 0, height: maxHeight },
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  return (
    <>
      {top > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: top, padding: 0 }} />
        </tr>
      ) : null}
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      {bottom > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: bottom, padding: 0 }} />
        </tr>
      ) : null}
    </>
  );
}
