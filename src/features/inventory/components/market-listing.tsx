/**
 * The marketplace section of an item's page (issue 12, item 7): for a published item, what the
 * public market service shows buyers (name, price, pictures, stock, seller, rating) and its
 * reviews, 10 per page, with the average rating in words and stars. A product the market does
 * not know yet (404: just published, or withdrawn) says so; a failure shows Retry.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { QueryContent } from '@/components/record/query-content';
import { RecordSection } from '@/components/record/record-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/utils';
import { isNotListed, marketProductQuery, marketReviewsQuery, REVIEWS_PER_PAGE, type MarketProduct } from '../api/market.queries';
import type { InventoryItem } from '../schemas/item';

export interface MarketListingProps {
  item: Pick<InventoryItem, 'id' | 'name' | 'is_published' | 'active'>;
}

/** Nothing for an item that is not published (the page's Publish button and its hint cover that). */
export function MarketListing({ item }: MarketListingProps) {
  if (!item.is_published || !item.active) return null;
  return (
    <RecordSection title="On the marketplace">
      <MarketProductView id={item.id} name={item.name} />
    </RecordSection>
  );
}

function MarketProductView({ id, name }: { id: number; name: string }) {
  const query = useQuery(marketProductQuery(id));
  if (query.isError && isNotListed(query.error)) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Not on the marketplace yet: buyers will see “{name}” once the marketplace lists it. Check again in a few minutes.
      </p>
    );
  }
  return (
    <QueryContent query={query} label="the marketplace listing">
      {(product) => (
        <div className="flex flex-col gap-4">
          <ProductSummary product={product} />
          <Reviews product={product} />
        </div>
      )}
    </QueryContent>
  );
}

function ProductSummary({ product }: { product: MarketProduct }) {
  const [main, ...more] = product.images;
  return (
    <div className="flex flex-col gap-4 sm:flex-row">
      {main ? (
        <div className="flex w-full max-w-56 shrink-0 flex-col gap-2 sm:w-48">
          <img
            src={main}
            alt={`${product.name} as buyers see it`}
            loading="lazy"
            className="aspect-square w-full rounded-md border object-cover"
          />
          {more.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2" aria-label="More marketplace views">
              {more.map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${product.name}, view ${index + 2}`}
                    loading="lazy"
                    className="aspect-square w-full rounded border object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        <Field label="Listed as">{product.name}</Field>
        <Field label="Price">
          <span className="whitespace-nowrap tabular-nums" data-money>
            {formatMoney(product.unit_price, product.currency)}
          </span>
        </Field>
        <Field label="Availability">
          {product.in_stock ? <Badge variant="success">In stock</Badge> : <Badge variant="neutral">Out of stock</Badge>}
        </Field>
        <Field label="Sold by">{product.business.name}</Field>
        <Field label="Rating">
          <RatingSummary rating={product.rating} count={product.reviews_count} />
        </Field>
        {product.description ? <Field label="Description">{product.description}</Field> : null}
      </dl>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="-mt-2 min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap sm:mt-0">{children}</dd>
    </div>
  );
}

/** Five stars filled to the nearest whole one; the label says the exact rating. */
function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-4', n <= filled ? 'fill-warning text-warning-foreground' : 'text-muted-foreground')}
        />
      ))}
    </span>
  );
}

function RatingSummary({ rating, count }: { rating: string; count: number }) {
  if (count === 0) return <span>No reviews yet</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Stars rating={Number(rating)} />
      <span>
        {rating} out of 5 · {count === 1 ? '1 review' : `${new Intl.NumberFormat('en').format(count)} reviews`}
      </span>
    </span>
  );
}

function Reviews({ product }: { product: MarketProduct }) {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...marketReviewsQuery(product.id, page), placeholderData: keepPreviousData });
  if (product.reviews_count === 0) return null;
  return (
    <section aria-labelledby="market-reviews-heading" className="flex flex-col gap-3">
      <h3 id="market-reviews-heading" className="text-base font-semibold">
        Reviews
      </h3>
      <QueryContent query={query} label="the reviews">
        {(data) => (
          <>
            <ol className="flex flex-col divide-y rounded-lg border" aria-label="Reviews, newest first">
              {data.results.map((review) => (
                <li key={review.id} className="flex flex-col gap-1 p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{review.reviewer_name}</span>
                    <Stars rating={review.rating} />
                  </div>
                  <p className="text-muted-foreground">
                    <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
                  </p>
                  {review.comment ? <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{review.comment}</p> : null}
                </li>
              ))}
            </ol>
            {data.count > REVIEWS_PER_PAGE ? (
              <nav aria-label="Review pages" className="flex items-center justify-between gap-3">
                <Button variant="outlined" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Newer
                </Button>
                <span className="text-sm text-muted-foreground">
                  Page {page} of {Math.ceil(data.count / REVIEWS_PER_PAGE)}
                </span>
                <Button variant="outlined" disabled={data.next === null} onClick={() => setPage((p) => p + 1)}>
                  Older
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryContent>
    </section>
  );
}
