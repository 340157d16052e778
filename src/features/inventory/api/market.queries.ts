/**
 * What the public market service shows of a published item (`/ecommerce/products/{id}/`) and its
 * buyers' reviews, 10 per page. The market answers 404 for an item it does not list (yet): the
 * listing says so, so these calls are silent and a 404 is not retried.
 */
import { market } from '@/api/clients';
import { toApiError } from '@/api/errors';
import type { MarketSchemas } from '@/api/types';

export type MarketProduct = MarketSchemas['MarketProduct'];
export type ProductReview = MarketSchemas['ProductReview'];

/** Reviews per page, as the market answers them. */
export const REVIEWS_PER_PAGE = 10;

/** A 404 or another 4xx is an answer, not a hiccup: only network and server errors are retried once. */
const retry = (count: number, error: unknown) => {
  const status = toApiError(error).status;
  return typeof status !== 'number' || status >= 500 ? count < 1 : false;
};

/** The market's view of item `id`. */
export const marketProductQuery = (id: number) => ({
  ...market.$api.queryOptions('get', '/ecommerce/products/{id}/', { params: { path: { id } } }),
  meta: { silent: true },
  retry,
});

/** One page of the item's reviews, newest first. */
export const marketReviewsQuery = (id: number, page = 1) => ({
  ...market.$api.queryOptions('get', '/ecommerce/products/{id}/reviews', { params: { path: { id }, query: { page } } }),
  meta: { silent: true },
  retry,
});

/** Whether the error is the market's 'no such product' (not listed yet). */
export const isNotListed = (error: unknown): boolean => toApiError(error).status === 404;
