/**
 * What loads after the first paint, for every page (decision 0034): the offline banner, the
 * service worker and its 'Update available' prompt, and the catch of the browser's install offer.
 * Imported by the root layout once the page has settled, so none of it is on any page's first load.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { captureInstallPrompt } from './install-events';
import { OfflineBanner } from './offline-banner';
import { registerServiceWorker } from './service-worker';

export const UPDATE_TOAST_ID = 'app-update';

let started = false;

/** Starts once per document, whichever page asks first (the root layout, once settled). */
export function start(): void {
  if (started) return;
  started = true;
  // Queries pause while the browser says it is offline and resume when it is back (TanStack
  // Query follows the online/offline events; this covers a page that opened offline).
  onlineManager.setOnline(navigator.onLine);
  // The browser's install offer, kept for 'Install Ledgerly' (early access; install-prompt.tsx).
  captureInstallPrompt();

  const host = document.createElement('div');
  host.id = 'ledgerly-offline';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <OfflineBanner />
    </StrictMode>,
  );

  if (import.meta.env.PROD) {
    void registerServiceWorker(({ applyUpdate }) => {
      toast('Update available', {
        id: UPDATE_TOAST_ID,
        description: 'A new version of Ledgerly is ready. Reload to use it; anything unsaved on this page will be lost.',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: applyUpdate },
      });
    }).catch((error: unknown) => {
      void import('@/lib/error-report').then(({ reportError }) => reportError(error, 'service-worker'));
    });
  }
}
