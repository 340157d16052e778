import { lazyWithPreload } from '@/lib/lazy';
import { whenSettled } from '@/lib/when-idle';

/**
 * The offline banner, the service worker and its update prompt (decision 0034), started once any
 * page has settled (the root layout): never part of a first load.
 */
export const startOffline = (): Promise<void> => import('./start').then((m) => m.start());

/**
 * 'Install Ledgerly' for early-access users (decision 0034, addendum). Its code is fetched once the
 * page has settled, never on a first load; until then (and when it fails to load) it renders nothing.
 */
export const InstallPrompt = lazyWithPreload(() =>
  new Promise<void>((resolve) => whenSettled(resolve)).then(() => import('./install-prompt')).then((m) => m.InstallPrompt),
);
