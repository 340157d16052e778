import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MarketSchemas } from '@/api/types';
import { expectInertDom, renderWithApp } from '@/test/render';
import { MarketListing } from './market-listing';

type Product = MarketSchemas['MarketProduct'];
type Review = MarketSchemas['ProductReview'];

const PRODUCT: Product = {
  id: 44,
  name: 'Ankara Print Tote Bag',
  description: 'Hand-sewn tote in cotton Ankara fabric.',
  unit_price: '12500.00',
  currency: 'NGN',
  images: ['https://cdn.example.com/market/44/front.jpg', 'https://cdn.example.com/market/44/inside.jpg'],
  business: { id: 77, name: 'Adire Lane Crafts' },
  rating: '4.7',
  reviews_count: 12,
  in_stock: true,
};

const review = (id: number, fields: Partial<Review> = {}): Review => ({
  id,
  reviewer_name: `Buyer ${id}`,
  rating: 5,
  comment: `Review ${id}`,
  created_at: '2026-11-18T14:20:00Z',
  ...fields,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The public market service for one product: its answer, and its reviews 10 per page. */
function marketApi(answer: () => Response, reviews: Review[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: Request | string) => Promise.resolve(respond(input))),
  );
  function respond(input: Request | string): Response {
    const url = new URL(typeof input === 'string' ? input : input.url);
    calls.push(`${url.pathname}${url.search}`);
    if (/^\/ecommerce\/products\/\d+\/$/.test(url.pathname)) return answer();
    if (/^\/ecommerce\/products\/\d+\/reviews$/.test(url.pathname)) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const results = reviews.slice((page - 1) * 10, page * 10);
      return json({
        count: reviews.length,
        next: page * 10 < reviews.length ? `${url.origin}${url.pathname}?page=${page + 1}` : null,
        previous: null,
        results,
      });
    }
    return json({ detail: 'Not found.' }, 404);
  }
  return { calls };
}

const published = { id: 44, name: 'Ankara tote', is_published: true, active: true };

describe('MarketListing', () => {
  it('shows what the market shows for a published item, its average rating (text and stars) and its reviews, paged', async () => {
    const reviews = Array.from({ length: 12 }, (_, i) => review(100 - i, { rating: i === 0 ? 4 : 5 }));
    marketApi(() => json(PRODUCT), reviews);
    const { user } = renderWithApp(<MarketListing item={published} />);
    const section = await screen.findByRole('region', { name: 'On the marketplace' });
    expect(await within(section).findByText('Ankara Print Tote Bag')).toBeInTheDocument();
    expect(within(section).getByText('₦12,500.00')).toBeInTheDocument();
    expect(within(section).getByText('In stock')).toBeInTheDocument();
    expect(within(section).getByText('Adire Lane Crafts')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Ankara Print Tote Bag as buyers see it' })).toHaveAttribute(
      'src',
      PRODUCT.images[0],
    );
    expect(within(section).getByText('4.7 out of 5 · 12 reviews')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();

    const list = await within(section).findByRole('list', { name: 'Reviews, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('Buyer 100')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(within(section).getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Older' }));
    expect(await within(section).findByText('Buyer 89')).toBeInTheDocument();
    expect(within(section).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('says a product the market does not know yet is not on the marketplace yet', async () => {
    marketApi(() => json({ detail: 'No such product.' }, 404));
    renderWithApp(<MarketListing item={published} />);
    expect(await screen.findByText(/Not on the marketplace yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and the listing once Retry works', async () => {
    let fail = true;
    marketApi(() => (fail ? json({ detail: 'Server error.' }, 500) : json({ ...PRODUCT, reviews_count: 0, rating: '0.0' })));
    const { user } = renderWithApp(<MarketListing item={published} />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Ankara Print Tote Bag')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('renders hostile review text and names as text', async () => {
    const hostile = '<img id="pwned" src=x onerror="window.__pwned=1">';
    marketApi(
      () => json({ ...PRODUCT, name: `<b>${hostile}</b>`, reviews_count: 1 }),
      [review(1, { reviewer_name: '<script>window.__pwned=1</script>', comment: hostile })],
    );
    renderWithApp(<MarketListing item={published} />);
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(screen.getByText('<script>window.__pwned=1</script>')).toBeInTheDocument();
    expect(screen.getByText(`<b>${hostile}</b>`)).toBeInTheDocument();
    expectInertDom();
  });

  it('shows nothing for an unpublished item and asks the market nothing', () => {
    const { calls } = marketApi(() => json(PRODUCT));
    const { container } = renderWithApp(<MarketListing item={{ ...published, is_published: false }} />);
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });
});
