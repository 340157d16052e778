/**
 * Parts of the business feature that only code-split chunks import (the signed-in layout is the
 * `_app` route's component), kept out of index.ts: route configs in the entry chunk import the
 * index, and anything it exports would land in every page's first load.
 */
import { lazy } from 'react';
export { SignedInLayout } from './components/signed-in-layout';

export const BusinessList = lazy(() => import('./components/business-list').then((m) => ({ default: m.BusinessList })));
/** The new-business page; its form loads beside it (./components/new-business-page). */
export const NewBusinessPage = lazy(() => import('./components/new-business-page').then((m) => ({ default: m.NewBusinessPage })));
