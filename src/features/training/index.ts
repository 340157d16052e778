/** The training feature: the page loads lazily with its route; query options for the loader. */

export { coursesQuery } from './api/training.queries';
