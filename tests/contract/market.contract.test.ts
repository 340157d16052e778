/**
 * Contract tests of openapi/market.yaml (the public storefront) through the app's real market
 * client: both operations with a valid request, the error set of decision D4 and a request
 * that breaks the contract.
 *
 * The market contract has no operation that lists products, so the first product id cannot come
 * from a market answer: it is CONTRACT_MARKET_PRODUCT_ID (a published product of the backend under
 * test); against the stateful sandbox, a published, active, reviewed inventory item found through
 * the business service (a market product is such an item); against a mock, the contract's own
 * `ProductId` example. Every later id comes from the product answer.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/generated/market';
import {
  api,
  contractFile,
  expectError,
  expectFieldErrors,
  expectServerMessage,
  expectValidation,
  expectViolation,
  ISO_DATE_TIME,
  loadDocument,
  MONEY,
  ok,
  RATING,
  rejection,
} from './harness';
import { isStateful } from './target';

type Schemas = components['schemas'];

const { client } = api.market;

/** A published, active inventory item of the user's first business that buyers have reviewed. */
async function reviewedInventoryItem(): Promise<number> {
  const business = api.business.client;
  const [first] = ok(await business.GET('/business/v1/businesses/'));
  expect(first, 'the signed-in user has a business').toBeDefined();
  const items = ok(
    await business.GET('/business/v1/{businessId}/tools/inventories/', {
      params: { path: { businessId: first!.id }, query: { active: true, page_size: 9999 } },
    }),
  );
  for (const item of items.results.filter((i) => i.is_published)) {
    const listed = ok(await client.GET('/ecommerce/products/{id}/', { params: { path: { id: item.id } } }));
    if (listed.reviews_count > 0) return item.id;
  }
  throw new Error(`business ${first!.id} has no published, active inventory item with reviews`);
}

async function publishedProductId(): Promise<number> {
  const fromEnv = Number(process.env.CONTRACT_MARKET_PRODUCT_ID);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  if (isStateful) return reviewedInventoryItem();
  const contract = loadDocument(contractFile('market')) as {
    components: { parameters: { ProductId: { example: number } } };
  };
  return contract.components.parameters.ProductId.example;
}

let found: Promise<number> | undefined;
/** The product id the tests use, looked up once (inside the first test that needs it). */
const productIdOf = () => (found ??= publishedProductId());

async function product(): Promise<Schemas['MarketProduct']> {
  const id = await productIdOf();
  return ok(await client.GET('/ecommerce/products/{id}/', { params: { path: { id } } }));
}

describe('market: products', () => {
  it('getMarketProduct (GET /ecommerce/products/{id}/) returns the published product', async () => {
    const data = await product();
    expect(data).toEqual({
      id: await productIdOf(),
      name: expect.any(String),
      description: expect.any(String),
      unit_price: expect.stringMatching(MONEY),
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      images: expect.any(Array),
      business: { id: expect.any(Number), name: expect.any(String) },
      rating: expect.stringMatching(RATING),
      reviews_count: expect.any(Number),
      in_stock: expect.any(Boolean),
    });
    expect(data.name.length).toBeGreaterThan(0);
    for (const image of data.images) expect(image).toMatch(/^https?:\/\//);
    // The public service exposes no stock quantity.
    expect(data).not.toHaveProperty('quantity');
  });
});

describe('market: reviews', () => {
  it("listMarketProductReviews (GET /ecommerce/products/{id}/reviews) returns a page of buyers' reviews", async () => {
    const { id } = await product();
    const page = ok(await client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id }, query: { page: 1 } } }));
    expect(page.count).toBeGreaterThanOrEqual(page.results.length);
    expect(page.results.length).toBeLessThanOrEqual(10);
    expect(page.previous).toBeNull();
    if (page.next !== null) expect(page.next).toMatch(/^https?:\/\//);
    expect(page.results.length).toBeGreaterThan(0);
    for (const item of page.results) {
      expect(item).toEqual({
        id: expect.any(Number),
        reviewer_name: expect.any(String),
        rating: expect.any(Number),
        comment: expect.any(String),
        created_at: expect.stringMatching(ISO_DATE_TIME),
      });
      expect(Number.isInteger(item.rating) && item.rating >= 1 && item.rating <= 5).toBe(true);
      // No user ids on the public service.
      expect(item).not.toHaveProperty('user');
    }
    const times = page.results.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('market: errors', () => {
  it('400 on listMarketProductReviews gives the server detail and the field errors', async () => {
    const id = await productIdOf();
    const error = await expectError(400, 'GET', '/ecommerce/products/{id}/reviews', (headers) =>
      client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id }, query: { page: 1 } }, headers }),
    );
    expectFieldErrors(error);
  });

  it('401 on getMarketProduct gives the server message', async () => {
    const id = await productIdOf();
    const error = await expectError(401, 'GET', '/ecommerce/products/{id}/', (headers) =>
      client.GET('/ecommerce/products/{id}/', { params: { path: { id } }, headers }),
    );
    expectServerMessage(error);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 on listMarketProductReviews gives the server message', async () => {
    const id = await productIdOf();
    const error = await expectError(403, 'GET', '/ecommerce/products/{id}/reviews', (headers) =>
      client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id } }, headers }),
    );
    expectServerMessage(error);
  });

  it('404 on getMarketProduct (unpublished product) gives the server message', async () => {
    const id = await productIdOf();
    const error = await expectError(404, 'GET', '/ecommerce/products/{id}/', (headers) =>
      client.GET('/ecommerce/products/{id}/', { params: { path: { id } }, headers }),
    );
    expectServerMessage(error);
  });

  it('422 on getMarketProduct carries the list of violations', async () => {
    const id = await productIdOf();
    const error = await expectError(422, 'GET', '/ecommerce/products/{id}/', (headers) =>
      client.GET('/ecommerce/products/{id}/', { params: { path: { id } }, headers }),
    );
    expectValidation(error);
  });

  it('500 on listMarketProductReviews gives the server message', async () => {
    const id = await productIdOf();
    const error = await expectError(500, 'GET', '/ecommerce/products/{id}/reviews', (headers) =>
      client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id }, query: { page: 2 } }, headers }),
    );
    expectServerMessage(error);
  });

  it('a product slug in place of the numeric id breaks the contract and is refused with 422', async () => {
    expectViolation();
    const error = await rejection(
      client.GET('/ecommerce/products/{id}/', { params: { path: { id: 'ankara-print-tote-bag' as never } } }),
    );
    expect(error.status).toBe(422);
    expectValidation(error);
  });
});
