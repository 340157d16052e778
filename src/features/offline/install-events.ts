/**
 * The browser's install offer (decision 0034, addendum): `beforeinstallprompt` is caught (its
 * mini-infobar suppressed) and kept, so the app can offer 'Install Ledgerly' to early-access
 * users at a moment of its choosing; `appinstalled` drops it. Listening starts after the first
 * paint (`start.tsx`), so none of this is on a first load.
 */

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: InstallPromptEvent | null = null;
let listening = false;
const subscribers = new Set<() => void>();

const notify = () => subscribers.forEach((subscriber) => subscriber());

function onBeforeInstallPrompt(event: Event): void {
  // Keep the browser's own offer for later (the app asks when it chooses).
  event.preventDefault();
  offer = event as InstallPromptEvent;
  notify();
}

function onInstalled(): void {
  offer = null;
  notify();
}

/** Starts listening for the browser's install offer (once; later calls do nothing). */
export function captureInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.addEventListener('appinstalled', onInstalled);
}

/** The kept offer, or null when the browser has made none (or the app is installed). */
export function installOffer(): InstallPromptEvent | null {
  return offer;
}

/** The offer has been used: a browser's prompt can be shown only once. */
export function spendOffer(): void {
  offer = null;
  notify();
}

export function subscribeToInstallOffer(onChange: () => void): () => void {
  captureInstallPrompt();
  subscribers.add(onChange);
  return () => subscribers.delete(onChange);
}

/** For tests: forget the kept offer and stop listening. */
export function resetInstallPromptForTests(): void {
  window.removeEventListener('beforeinstallprompt', onBeforeInstallPrompt);
  window.removeEventListener('appinstalled', onInstalled);
  listening = false;
  offer = null;
  subscribers.clear();
}
