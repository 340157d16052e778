/**
 * The offline banner, the service worker and its update prompt (decision 0034), started once a
 * signed-in page has settled: never on a first load (the auth pages have no room in their budget).
 */
export const startOffline = (): Promise<void> => import('./start').then((m) => m.start());
