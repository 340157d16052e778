/**
 * The training pages' URL state, kept apart so the route configs in the entry chunk carry only the
 * schema: `?view=&search=&category=&level=&page=` of the catalogue (and my courses).
 */
import * as v from 'valibot';
import { pageParam, searchParam } from '@/lib/list-search';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

/** `?category=`: a category id, else none. */
const categoryParam = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);

export const trainingSearchSchema = v.object({
  /** 'mine': my courses; absent: the catalogue. */
  view: v.fallback(v.optional(v.picklist(['mine'])), undefined),
  search: searchParam,
  category: categoryParam,
  level: v.fallback(v.optional(v.picklist(LEVELS)), undefined),
  page: pageParam,
});
export type TrainingSearch = v.InferOutput<typeof trainingSearchSchema>;
