/** The training feature: the page loads lazily with its route; query options for the loader. */
import { lazy } from 'react';

export const TrainingPage = lazy(() => import('./components/training-page').then((m) => ({ default: m.TrainingPage })));
export { coursesQuery } from './api/training.queries';
