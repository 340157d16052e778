/**
 * Contract tests of openapi/subscription.yaml through the app's real subscription client:
 * every operation with a valid request, the error set of decision D4 and a request that breaks
 * the contract. The package to subscribe to comes from the package list.
 */
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/generated/subscription';
import {
  api,
  CURRENCY,
  expectError,
  expectFieldErrors,
  expectServerMessage,
  expectValidation,
  expectViolation,
  ISO_DATE_TIME,
  MONEY,
  ok,
  rejection,
} from './harness';

type Schemas = components['schemas'];

const { client } = api.subscription;

function expectPackage(pkg: Schemas['Package']) {
  expect(pkg).toEqual({
    package_id: expect.any(Number),
    name: expect.any(String),
    description: expect.any(String),
    price: expect.stringMatching(MONEY),
    currency: expect.stringMatching(CURRENCY),
    features: expect.any(Array),
    billing_cycle: {
      cycle_id: expect.any(Number),
      cycle_name: expect.any(String),
      created_date: expect.stringMatching(ISO_DATE_TIME),
      last_updated: expect.stringMatching(ISO_DATE_TIME),
    },
    created_date: expect.stringMatching(ISO_DATE_TIME),
    last_updated: expect.stringMatching(ISO_DATE_TIME),
  });
  for (const feature of pkg.features) expect(feature).toEqual(expect.any(String));
  expect(pkg.billing_cycle.cycle_name.length).toBeGreaterThan(0);
}

function expectSubscription(sub: Schemas['Subscription']) {
  expect(sub).toEqual(
    expect.objectContaining({
      subscription_id: expect.any(Number),
      currency: expect.stringMatching(CURRENCY),
      start_date: expect.stringMatching(ISO_DATE_TIME),
      end_date: expect.stringMatching(ISO_DATE_TIME),
      created_date: expect.stringMatching(ISO_DATE_TIME),
      last_updated: expect.stringMatching(ISO_DATE_TIME),
    }),
  );
  expectPackage(sub.package);
  expect(['card', 'bank_transfer', 'wallet']).toContain(sub.payment_method);
  expect(['pending', 'paid', 'failed', 'refunded']).toContain(sub.payment_status);
  expect(['active', 'expired', 'cancelled', 'pending']).toContain(sub.status);
  // The app decides "active" from the end date: it must come after the start.
  expect(Date.parse(sub.end_date)).toBeGreaterThan(Date.parse(sub.start_date));
}

async function firstPackage(): Promise<Schemas['Package']> {
  const { results } = ok(await client.GET('/api/package'));
  expect(results.length).toBeGreaterThan(0);
  return results[0]!;
}

describe('subscription: packages', () => {
  it('listPackages (GET /api/package) lists the packages with price and billing cycle', async () => {
    const data = ok(await client.GET('/api/package'));
    expect(data.results.length).toBeGreaterThan(0);
    data.results.forEach(expectPackage);
    expect(data.results[0]?.billing_cycle.cycle_name).toEqual(expect.any(String));
  });
});

describe("subscription: the user's subscription", () => {
  it('getSubscription (GET /api/subscription) returns the latest subscription or null', async () => {
    const { data } = ok(await client.GET('/api/subscription'));
    if (data !== null) expectSubscription(data);
    else expect(data).toBeNull();
  });

  it('createSubscription (POST /api/subscription) subscribes to a listed package by card', async () => {
    const pkg = await firstPackage();
    const body: Schemas['SubscriptionInput'] = { package_id: pkg.package_id, payment_method: 'card' };
    const { data } = ok(await client.POST('/api/subscription', { body }));
    expectSubscription(data);
    expect(data.package.package_id).toBe(pkg.package_id);
    expect(data.currency).toBe(pkg.currency);
    expect(data.payment_method).toBe('card');
    // Card is charged at once: active and paid.
    expect(data.status).toBe('active');
    expect(data.payment_status).toBe('paid');
  });
});

describe('subscription: history and retries (designed, issue 19)', () => {
  it("listSubscriptionHistory (GET /api/subscription/history) lists the user's subscriptions, newest first", async () => {
    const { results } = ok(await client.GET('/api/subscription/history'));
    results.forEach(expectSubscription);
    const ids = results.map((sub) => sub.subscription_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('createSubscription with a repeated Idempotency-Key answers the first subscription again', async () => {
    const pkg = await firstPackage();
    const body: Schemas['SubscriptionInput'] = { package_id: pkg.package_id, payment_method: 'bank_transfer' };
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = ok(await client.POST('/api/subscription', { body, headers })).data;
    const again = ok(await client.POST('/api/subscription', { body, headers })).data;
    expectSubscription(again);
    expect(again.subscription_id).toBe(first.subscription_id);
    expect(again.payment_method).toBe(first.payment_method);
  });
});

describe('subscription: errors', () => {
  it('400 on createSubscription (declined card) gives the server detail and the field errors', async () => {
    const pkg = await firstPackage();
    const error = await expectError(400, 'POST', '/api/subscription', (headers) =>
      client.POST('/api/subscription', { body: { package_id: pkg.package_id, payment_method: 'card' }, headers }),
    );
    expectFieldErrors(error);
  });

  it('401 on getSubscription gives the server message', async () => {
    const error = await expectError(401, 'GET', '/api/subscription', (headers) => client.GET('/api/subscription', { headers }));
    expectServerMessage(error);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 on createSubscription gives the server message', async () => {
    const pkg = await firstPackage();
    const error = await expectError(403, 'POST', '/api/subscription', (headers) =>
      client.POST('/api/subscription', { body: { package_id: pkg.package_id, payment_method: 'wallet' }, headers }),
    );
    expectServerMessage(error);
  });

  it('404 on listPackages gives the server message', async () => {
    const error = await expectError(404, 'GET', '/api/package', (headers) => client.GET('/api/package', { headers }));
    expectServerMessage(error);
  });

  it('422 on getSubscription carries the list of violations', async () => {
    const error = await expectError(422, 'GET', '/api/subscription', (headers) => client.GET('/api/subscription', { headers }));
    expectValidation(error);
  });

  it('500 on listPackages gives the server message', async () => {
    const error = await expectError(500, 'GET', '/api/package', (headers) => client.GET('/api/package', { headers }));
    expectServerMessage(error);
  });

  it('a subscription without a payment method breaks the contract and is refused with 422', async () => {
    const pkg = await firstPackage();
    expectViolation();
    const error = await rejection(client.POST('/api/subscription', { body: { package_id: pkg.package_id } as never }));
    expect(error.status).toBe(422);
    expectValidation(error);
  });
});
