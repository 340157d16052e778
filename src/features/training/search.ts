/**
 * The training page's URL state, kept apart so the route config in the entry chunk carries only the
 * schema: `?view=&search=&category=&level=&page=` of the catalogue (and my courses).
 */
import { pageParam, searchParam } from '@/lib/list-search';
import { oneOf, parseSearch, positiveInt } from '@/lib/search-params';

export const parseTrainingSearch = parseSearch({
  /** 'mine': my courses; absent: the catalogue. */
  view: oneOf(['mine']),
  search: searchParam,
  /** A category id (a positive whole number, like a page). */
  category: positiveInt,
  level: oneOf(['beginner', 'intermediate', 'advanced']),
  page: pageParam,
});
export type TrainingSearch = ReturnType<typeof parseTrainingSearch>;
