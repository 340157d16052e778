/**
 * The vault pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const VaultLayout = lazy(() => import('./browser/vault-layout').then((m) => ({ default: m.VaultLayout })));
export const VaultBrowser = lazy(() => import('./browser/vault-browser').then((m) => ({ default: m.VaultBrowser })));
