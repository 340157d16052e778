/**
 * Runs `fn` once the browser is idle (at the latest after `timeout` ms), for work that should
 * not compete with the first paint, such as rendering the dashboard's charts. Returns a function
 * that cancels it.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 1);
  return () => window.clearTimeout(handle);
}

/** How long the main thread must have been quiet (no long task) before preloading starts. */
export const SETTLE_QUIET_MS = 2000;

/**
 * Runs `fn` when the page has settled: after its `load` event, once the main thread has gone
 * `quietMs` without a long task (where the browser reports long tasks; elsewhere simply `quietMs`
 * later), at an idle moment. For preloading code the page may need later (menus, drawer, toaster,
 * dialogs, form fields) without competing with the page's own loading and rendering; parts used
 * sooner load on use (or on intent, e.g. hovering a menu button). Returns a canceller.
 */
export function whenSettled(fn: () => void, quietMs = SETTLE_QUIET_MS): () => void {
  let timer: number | undefined;
  let cancelIdle: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      observer?.disconnect();
      cancelIdle = whenIdle(fn);
    }, quietMs);
  };
  const start = () => {
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('longtask')) {
      observer = new PerformanceObserver(arm);
      observer.observe({ type: 'longtask' });
    }
    arm();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
    observer?.disconnect();
    cancelIdle?.();
  };
}

/**
 * Wraps a scheduler (such as whenSettled) so that the work it releases runs one piece per idle
 * moment: each piece waits until the main thread has gone idle after the previous one, so the
 * render a piece starts finishes before the next starts. For several heavy parts that would
 * otherwise render in one long task (the dashboard's charts). Returns a scheduler of the same
 * shape; its cancellers also take a piece out of the queue.
 */
export function oneAtATime(schedule: (fn: () => void) => () => void): (fn: () => void) => () => void {
  const queue: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const piece = queue.shift();
    if (!piece) {
      busy = false;
      return;
    }
    piece();
    whenIdle(next);
  };
  return (fn) => {
    const piece = () => fn();
    const cancel = schedule(() => {
      queue.push(piece);
      if (!busy) {
        busy = true;
        next();
      }
    });
    return () => {
      cancel();
      const index = queue.indexOf(piece);
      if (index >= 0) queue.splice(index, 1);
    };
  };
}
