/** The FAQ topics the support page lists. */
import { common } from '@/api/clients';

export const faqCategoriesQuery = () =>
  common.$api.queryOptions('get', '/common-feature/faq/categories/', {}, { meta: { silent: true } });
