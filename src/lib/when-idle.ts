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
 * sooner load on use (or on intent, e.g. hovering a menu button). Every settled piece of work
 * waits its turn: one per idle moment, each in a task of its own, so a page's preloads never add
 * up to one long task (issue 21: Lighthouse counted them as blocking). Returns a canceller.
 */
export function whenSettled(fn: () => void, quietMs = SETTLE_QUIET_MS): () => void {
  let cancelTurn: (() => void) | undefined;
  const cancelQuiet = afterQuiet(() => {
    cancelTurn = inTurn(fn);
  }, quietMs);
  return () => {
    cancelQuiet();
    cancelTurn?.();
  };
}

function afterQuiet(fn: () => void, quietMs: number): () => void {
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
    // A piece that throws does not stop the ones after it.
    try {
      piece();
    } finally {
      whenIdle(next);
    }
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

/** The settled pieces of work of the whole page, released as their quiet periods end. */
const inTurn = oneAtATime((fn) => {
  fn();
  return () => undefined;
});

let firstPaint: Promise<void> | undefined;
let painted = false;

/** Whether the first paint (or its fallback) has happened: see afterFirstPaint. */
export const hasPainted = () => painted;

/**
 * Resolves once the document has painted its first content (the browser's first-contentful-paint
 * entry), or after `fallbackMs` where that never comes or the browser does not report it; at once
 * ever after. For requests a page can make a moment later without anyone waiting on them (the
 * revalidation of answers kept from the last visit, figures under a skeleton): made before the
 * first paint, they compete with it. Never for a request the first paint itself needs.
 */
export function afterFirstPaint(fallbackMs = 1500): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
    // Observer callbacks are always asynchronous, so `done` never runs before the timer exists.
    const observer = reported
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) done();
        })
      : undefined;
    const timer = window.setTimeout(() => done(), reported ? fallbackMs : 0);
    function done() {
      painted = true;
      observer?.disconnect();
      window.clearTimeout(timer);
      resolve();
    }
    observer?.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

/**
 * Resolves at the first idle moment after the first paint (see afterFirstPaint): for calls nobody
 * waits on (revalidating answers kept from the last visit, the early-access list), so they do not
 * join the burst of the page's own calls and renders right after its first paint.
 */
export function afterFirstPaintIdle(): Promise<void> {
  return afterFirstPaint().then(() => new Promise<void>((resolve) => whenIdle(resolve)));
}

/** Forgets the first paint (tests only: each test's document starts unpainted). */
export function resetFirstPaintForTests(): void {
  firstPaint = undefined;
  painted = false;
}
