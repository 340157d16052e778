import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * Focus management for a single-page app: after each navigation (not the first load), focus moves
 * to the new page's heading so keyboard and screen-reader users start at the top of the new
 * content, and the heading's text is announced.
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(() => {
    let first = true;
    return router.subscribe('onResolved', (event) => {
      if (first) {
        first = false;
        return;
      }
      if (!event.pathChanged) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        // A dialog or a field that took focus on purpose keeps it.
        if (active && active !== document.body && active.closest('[role="dialog"], [role="alertdialog"], form')) return;
        const heading = document.querySelector<HTMLElement>('[data-page-heading]');
        (heading ?? document.getElementById('main'))?.focus({ preventScroll: false });
      });
    });
  }, [router]);
  return null;
}
