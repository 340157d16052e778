/** The vault feature: the page loads lazily with its route; query options for the loader. */
import { lazy } from 'react';

export const VaultPage = lazy(() => import('./components/vault-page').then((m) => ({ default: m.VaultPage })));
export { rootFilesQuery, rootFoldersQuery } from './api/vault.queries';
