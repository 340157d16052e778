/**
 * The training page's URL state, kept apart so the route config in the entry chunk carries only the
 * schema: `?view=&search=&category=&level=&page=` of the catalogue (and my courses).
 */
import * as v from 'valibot';
import { pageParam, searchParam } from '@/lib/list-search';

export const trainingSearchSchema = v.object({
  /** 'mine': my courses; absent: the catalogue. */
  view: v.fallback(v.optional(v.picklist(['mine'])), undefined),
  search: searchParam,
  /** A category id (a positive whole number, like a page). */
  category: pageParam,
  level: v.fallback(v.optional(v.picklist(['beginner', 'intermediate', 'advanced'])), undefined),
  page: pageParam,
});
export type TrainingSearch = v.InferOutput<typeof trainingSearchSchema>;
