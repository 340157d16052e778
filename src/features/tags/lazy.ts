/**
 * The tags pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const TagPicker = lazy(() => import('./components/tag-select').then((m) => ({ default: m.TagPicker })));
export const TagSelect = lazy(() => import('./components/tag-select').then((m) => ({ default: m.TagSelect })));
