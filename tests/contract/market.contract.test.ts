/**
 * Contract tests of openapi/market.yaml (the public storefront) through the app's real market
 * client: both operations with a valid request, the error set of decision D4 and a request
 * that breaks the contract.
 *
 * The market contract has no operation that lists products, so the first product id cannot come
 * from an answer: it is CONTRACT_MARKET_PRODUCT_ID (a published product of the backend under
 * test) or, by default, the contract's own `ProductId` example. Every later id comes from the
 * product answer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '../../src/api/errors';
import type { components } from '../../src/api/generated/market';
import { api, expectError, expectViolation, ok } from './harness';

type Schemas = components['schemas'];

const { client } = api.market;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;
const RATING = /^([0-4]\.\d|5\.0)$/;

function publishedProductId(): number {
  const fromEnv = Number(process.env.CONTRACT_MARKET_PRODUCT_ID);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  const contract = parse(readFileSync(path.resolve(import.meta.dirname, '..', '..', 'openapi', 'market.yaml'), 'utf8')) as {
    components: { parameters: { ProductId: { example: number } } };
  };
  return contract.components.parameters.ProductId.example;
}

const productId = publishedProductId();

async function product(): Promise<Schemas['MarketProduct']> {
  return ok(await client.GET('/ecommerce/products/{id}/', { params: { path: { id: productId } } }));
}

/** The ApiError a call rejects with (fails the test when it resolves). */
async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** An error answer's `detail` becomes the message; only a 400 has field errors. */
function expectServerMessage(error: ApiError) {
  const body = error.body as { detail?: unknown; code?: unknown };
  expect(body.detail).toEqual(expect.any(String));
  expect(error.message).toBe(body.detail);
  // The 401 path of src/api/http.ts builds its ApiError without `detail`; every other status has it.
  if (error.status !== 401) expect(error.detail).toBe(body.detail);
  if (body.code !== undefined) expect(body.code).toEqual(expect.any(String));
  if (error.status !== 400) expect(error.fieldErrors).toEqual({});
}

/** A 400's `{field: [message]}` entries become `fieldErrors`. */
function expectFieldErrors(error: ApiError) {
  expectServerMessage(error);
  const body = error.body as Record<string, unknown>;
  const fields = Object.keys(error.fieldErrors);
  expect(fields.length).toBeGreaterThan(0);
  expect(fields).not.toContain('detail');
  for (const field of fields) {
    expect(error.fieldErrors[field]).toEqual(body[field]);
    expect(error.fieldErrors[field]).toEqual([expect.any(String)]);
  }
}

/** A 422's body lists each violation. */
function expectValidation(error: ApiError) {
  const { validation } = error.body as { validation?: { message?: unknown }[] };
  expect(validation?.length).toBeGreaterThan(0);
  expect(validation?.[0]?.message).toEqual(expect.any(String));
  expect(error.fieldErrors).toEqual({});
}

describe('market: products', () => {
  it('getMarketProduct (GET /ecommerce/products/{id}/) returns the published product', async () => {
    const data = await product();
    expect(data).toEqual({
      id: productId,
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
    const error = await expectError(400, 'GET', '/ecommerce/products/{id}/reviews', (headers) =>
      client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id: productId }, query: { page: 1 } }, headers }),
    );
    expectFieldErrors(error);
  });

  it('401 on getMarketProduct gives the server message', async () => {
    const error = await expectError(401, 'GET', '/ecommerce/products/{id}/', (headers) =>
      client.GET('/ecommerce/products/{id}/', { params: { path: { id: productId } }, headers }),
    );
    expectServerMessage(error);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 on listMarketProductReviews gives the server message', async () => {
    const error = await expectError(403, 'GET', '/ecommerce/products/{id}/reviews', (headers) =>
      client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id: productId } }, headers }),
    );
    expectServerMessage(error);
  });

  it('404 on getMarketProduct (unpublished product) gives the server message', async () => {
    const error = await expectError(404, 'GET', '/ecommerce/products/{id}/', (headers) =>
      client.GET('/ecommerce/products/{id}/', { params: { path: { id: productId } }, headers }),
    );
    expectServerMessage(error);
  });

  it('422 on getMarketProduct carries the list of violations', async () => {
    const error = await expectError(422, 'GET', '/ecommerce/products/{id}/', (headers) =>
      client.GET('/ecommerce/products/{id}/', { params: { path: { id: productId } }, headers }),
    );
    expectValidation(error);
  });

  it('500 on listMarketProductReviews gives the server message', async () => {
    const error = await expectError(500, 'GET', '/ecommerce/products/{id}/reviews', (headers) =>
      client.GET('/ecommerce/products/{id}/reviews', { params: { path: { id: productId }, query: { page: 2 } }, headers }),
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
