import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/** How long a page that loads its content lazily may take to show its heading. */
const HEADING_WAIT_MS = 3000;

/**
 * Whether an element or one of its ancestors is hidden the ways a page heading can be: the
 * `hidden` attribute, or the inline `display: none` React puts on a suspended page. Read from the
 * DOM only: asking the layout (getClientRects) inside a mutation callback forced the browser to
 * lay out the whole new page mid-script (11-16 ms on a 2,000-file vault folder at phone speed).
 */
function hiddenByAncestor(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return true;
  }
  return false;
}

/**
 * The page heading on screen. While a lazily loaded page suspends, React keeps the previous page
 * in the DOM but hidden (display: none), so a heading counts only when it is not hidden.
 */
export function visibleHeading(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[data-page-heading]')].find((heading) => !hiddenByAncestor(heading));
}

/**
 * Calls `found` with the page's heading once it is on screen: at once, or when a lazily loaded
 * page shows it (the route's own chunk loads before `onResolved`, a `lazy()` page inside it only
 * after); with null after HEADING_WAIT_MS. Returns a cancel function.
 */
function whenHeading(found: (heading: HTMLElement | null) => void): () => void {
  const current = visibleHeading();
  if (current) {
    found(current);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = visibleHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = setTimeout(() => {
    stop();
    found(null);
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  return stop;
}

/**
 * Focus management for a single-page app: after each navigation (not the first load), focus moves
 * to the new page's heading so keyboard and screen-reader users start at the top of the new
 * content, and the heading's text is announced.
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(() => {
    let first = true;
    let cancel: () => void = () => undefined;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (first) {
        first = false;
        return;
      }
      if (!event.pathChanged) return;
      cancel();
      requestAnimationFrame(() => {
        cancel = whenHeading((heading) => {
          const active = document.activeElement;
          // A dialog or a field that took focus on purpose keeps it.
          if (active && active !== document.body && active.closest('[role="dialog"], [role="alertdialog"], form')) return;
          (heading ?? document.getElementById('main'))?.focus({ preventScroll: false });
        });
      });
    });
    return () => {
      cancel();
      unsubscribe();
    };
  }, [router]);
  return null;
}
