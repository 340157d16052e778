/**
 * The training pages and dialogs, loaded on demand (React.lazy), kept out of index.ts: route configs
 * in the entry chunk import the index, and anything it exports lands in every page's first load.
 */
import { lazy } from 'react';

export const TrainingPage = lazy(() => import('./components/training-page').then((m) => ({ default: m.TrainingPage })));
export const CoursePage = lazy(() => import('./components/course-page').then((m) => ({ default: m.CoursePage })));
