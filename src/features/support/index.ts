/** The support feature: the page loads lazily with its route; query options for the loader. */
import { lazy } from 'react';

export const SupportPage = lazy(() => import('./components/support-page').then((m) => ({ default: m.SupportPage })));
export { faqCategoriesQuery } from './api/support.queries';
