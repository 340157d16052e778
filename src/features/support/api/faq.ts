/**
 * Every FAQ category's questions, fetched together (at most 6 calls in flight) so the search
 * covers them all in the browser. A category whose questions fail is shown as such, the rest load.
 */
import { queryOptions } from '@tanstack/react-query';
import { common } from '@/api/clients';
import type { CommonSchemas } from '@/api/types';
import { settlePool } from '../utils/pool';
import { faqCategoriesQuery } from './support.queries';

type Category = CommonSchemas['FaqCategory'];
type Question = CommonSchemas['FaqQuestion'];

export interface FaqSection {
  category: Category;
  /** Null when the category's questions failed to load. */
  questions: Question[] | null;
}

export const faqQuery = () =>
  queryOptions({
    queryKey: ['support', 'faq'] as const,
    meta: { silent: true },
    staleTime: 5 * 60_000,
    queryFn: async ({ signal, client }): Promise<FaqSection[]> => {
      // The route's loader has usually started the categories already: reuse that answer.
      const data = await client.query({ ...faqCategoriesQuery(), staleTime: 60_000 });
      const outcomes = await settlePool(data, async (category) => {
        const answer = await common.client.GET('/common-feature/faq/{category_id}/questions/', {
          params: { path: { category_id: category.category_id } },
          signal,
        });
        if (answer.error !== undefined) throw answer.error;
        return answer.data;
      });
      return data.map((category, i) => {
        const outcome = outcomes[i]!;
        return { category, questions: outcome.status === 'fulfilled' ? outcome.value : null };
      });
    },
  });
