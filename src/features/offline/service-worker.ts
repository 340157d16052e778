/**
 * Registers the service worker (`/sw.js`, written into builds by scripts/vite-service-worker.ts;
 * decision 0034) and tells the page when a new version is ready. A new version never takes over
 * by itself: `applyUpdate` asks the waiting worker to, and the page reloads once it has.
 */

export interface UpdateHandle {
  /** Lets the waiting version take over, then reloads the page with it. */
  applyUpdate: () => void;
}

/** How often an open tab asks for a new version (besides when it becomes visible again). */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

export async function registerServiceWorker(
  onUpdate: (handle: UpdateHandle) => void,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const container = navigator.serviceWorker;
  const registration = await container.register('/sw.js', { scope: '/' });
  // The first install has no controller yet: nothing to update, the page already runs this build.
  const offer = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    onUpdate({
      applyUpdate: () => {
        container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  return registration;
}
