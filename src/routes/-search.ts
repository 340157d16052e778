import * as v from 'valibot';
import { safeRedirect } from '@/api/session';

/**
 * Search values shared by routes. `redirect` is the page to return to after signing in: only a
 * same-origin path survives (D1, no open redirect); anything else is dropped.
 */
export const redirectParam = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => safeRedirect(value)),
    ),
  ),
  undefined,
);

export const authSearchSchema = v.object({ redirect: redirectParam });
