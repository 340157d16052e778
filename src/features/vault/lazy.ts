/**
 * The vault pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const VaultLayout = lazy(() => import('./browser/vault-layout').then((m) => ({ default: m.VaultLayout })));
export const VaultBrowser = lazy(() => import('./browser/vault-browser').then((m) => ({ default: m.VaultBrowser })));

// File detail, sharing and next of kin (issue 17, items 3-5 and 8).
export const NextOfKinPage = lazy(() => import('./next-of-kin/next-of-kin-page').then((m) => ({ default: m.NextOfKinPage })));
export const SharedFilePage = lazy(() => import('./sharing/shared-file-page').then((m) => ({ default: m.SharedFilePage })));
