/**
 * Runs `fn` once the browser is idle (at the latest after `timeout` ms), for work that should
 * not compete with the first paint: loading the toaster, preloading form fields. Returns a
 * function that cancels it.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 1);
  return () => window.clearTimeout(handle);
}
