/** The training feature: the pages load lazily with their routes; query options and URL schemas for the loaders. */

export {
  categoriesQuery,
  courseQuery,
  coursesQuery,
  filteredCoursesQuery,
  isFiltered,
  myCoursesQuery,
  reviewsQuery,
} from './api/training.queries';
export { parseTrainingSearch, type TrainingSearch } from './search';
