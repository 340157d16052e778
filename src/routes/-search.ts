import { safeRedirect } from '@/api/session';
import { parseSearch } from '@/lib/search-params';

/**
 * Search values shared by routes. `redirect` is the page to return to after signing in: only a
 * same-origin path survives (D1, no open redirect); anything else is dropped.
 */
export const redirectParam = (value: unknown): string | undefined =>
  typeof value === 'string' ? safeRedirect(value) : undefined;

export const parseAuthSearch = parseSearch({ redirect: redirectParam });
