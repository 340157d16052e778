/**
 * Market products: a published, active inventory item of any business is a market product (its
 * id is the inventory item's id). Reviews are generated once per product, deterministically, the
 * first time it is read (so the market seeds nothing).
 */
import type { components, operations } from '../../../../src/api/generated/market';
import type { SandboxState } from '../../state';
import { averageRating, daysAgo, iso, paginate, rng } from '../../table';
import { notFound, type ServiceHandlers } from '../../types';
import { storeOf as businessStoreOf } from '../business/store';
import type { MarketStore, ReviewRow } from './store';

type Product = components['schemas']['MarketProduct'];

const REVIEWERS = ['Bisi O.', 'Chuka E.', 'Yetunde A.', 'Sarah W.', 'Kelechi N.', 'James P.'];
const COMMENTS = ['Exactly as pictured.', 'Fast delivery to Ikeja.', 'Good quality for the price.', 'Will buy again.', 'Colour slightly different, still lovely.'];

export function productHandlers(state: SandboxState, market: MarketStore): ServiceHandlers<operations> {

  function published(id: number) {
    const business = businessStoreOf(state);
    const item = business.inventory.get(id);
    if (!item || !item.active || !item.is_published) throw notFound('No such product.');
    return { item, owner: business.businesses.get(item._business) };
  }

  function reviewsOf(productId: number): ReviewRow[] {
    if (!market.seeded.has(productId)) {
      market.seeded.add(productId);
      const random = rng(productId);
      const n = random.int(0, 6);
      for (let i = 0; i < n; i++) {
        market.reviews.insert({
          product: productId,
          reviewer_name: random.pick(REVIEWERS),
          rating: random.int(3, 5),
          comment: random.pick(COMMENTS),
          created_at: iso(daysAgo(random.int(1, 120))),
        });
      }
    }
    return market.reviews.where((r) => r.product === productId).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  }

  return {
    getMarketProduct: ({ params }) => {
      const { item, owner } = published(params.id);
      const reviews = reviewsOf(item.id);
      const body: Product = {
        id: item.id,
        name: item.name,
        description: item.description ?? '',
        unit_price: item.unit_price,
        currency: item.currency,
        images: item.images.map((image) => image.image),
        business: { id: item._business, name: owner?.name ?? '' },
        rating: averageRating(reviews.map((r) => r.rating)),
        reviews_count: reviews.length,
        in_stock: item.type === 'service' || item.quantity > 0,
      };
      return { status: 200, body };
    },
    listMarketProductReviews: (req) => {
      const { item } = published(req.params.id);
      const page = paginate(reviewsOf(item.id), req.query.page, 10, req.url);
      return {
        status: 200,
        body: { ...page, results: page.results.map((r) => ({ id: r.id, reviewer_name: r.reviewer_name, rating: r.rating, comment: r.comment, created_at: r.created_at })) },
      };
    },
  };
}
