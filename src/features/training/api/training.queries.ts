/** The course list (spec section 9: 12 a page). */
import { training } from '@/api/clients';

export const PAGE_SIZE = 12;

export const coursesQuery = (page: number | undefined) =>
  training.$api.queryOptions(
    'get',
    '/training/course/',
    { params: { query: { page, page_size: PAGE_SIZE } } },
    { meta: { silent: true } },
  );
