/**
 * Contract tests of the business service root (openapi/business.yaml): businesses, membership and
 * the reference lists, the dashboard statistics, reports and every marketplace call, through the
 * app's real business client (with the spec's catalogue messages, BUSINESS_MESSAGES). The business
 * id and every record id are taken from list and create answers, never from the contract's
 * examples, so the suite also runs through `prism proxy --errors` in front of the sandbox. The
 * other tools/ operations are covered by business-tools.contract.test.ts.
 */
import { readFileSync } from 'node:fs';
import nodePath from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '../../src/api/errors';
import type { components } from '../../src/api/generated/business';
import { api, expectError, expectViolation, ok } from './harness';

type Schemas = components['schemas'];
type Business = Schemas['Business'];
type Statistic = Schemas['Statistic'];
type Order = Schemas['Order'];
type Payout = Schemas['Payout'];
type Affiliate = Schemas['Affiliate'];
type Dispute = Schemas['Dispute'];
type DisputeMessage = Schemas['DisputeMessage'];
type DeliveryFee = Schemas['DeliveryFee'];
type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

const business = api.business.client;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONEY = /^-?\d{1,15}(\.\d{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(\+[1-9]\d{7,14}|0[789][01]\d{8})$/;
const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const MASKED_ACCOUNT = /^\*{6}\d{4}$/;
/** Every permission id (93-148): what the owner holds. */
const ALL_PERMISSIONS = Array.from({ length: 56 }, (_, i) => 93 + i);
const REPORT_MONTH = '2026-11';

/** Money as whole minor units (kobo, cents), so sums compare exactly. */
const minor = (money: string) => Math.round(Number(money) * 100);
const sum = (amounts: string[]) => amounts.reduce((total, amount) => total + minor(amount), 0);

function expectId(value: unknown): void {
  expect(Number.isInteger(value)).toBe(true);
  expect(value as number).toBeGreaterThanOrEqual(1);
}

function expectDateTime(value: unknown): void {
  expect(value).toMatch(ISO_DATE_TIME);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

function expectUrl(value: unknown): void {
  expect(value).toEqual(expect.any(String));
  expect(() => new URL(value as string)).not.toThrow();
}

function expectName(value: unknown): void {
  expect(value).toEqual(expect.any(String));
  expect((value as string).length).toBeGreaterThan(0);
}

/** The paginated envelope of the marketplace lists; each result checked by `each`. */
function expectPage<T>(page: Page<T>, each: (item: T) => void): void {
  expect(Object.keys(page).sort()).toEqual(['count', 'next', 'previous', 'results']);
  expect(Number.isInteger(page.count)).toBe(true);
  expect(page.count).toBeGreaterThanOrEqual(page.results.length);
  if (page.next !== null) expectUrl(page.next);
  if (page.previous !== null) expectUrl(page.previous);
  expect(page.results.length).toBeGreaterThan(0);
  page.results.forEach(each);
}

/** What the business switcher, settings page and location picker read. */
function expectBusiness(b: Business): void {
  expectId(b.id);
  expectName(b.name);
  expectId(b.category.id);
  expectName(b.category.name);
  expect(b.currency).toMatch(CURRENCY);
  expect(b.email).toMatch(EMAIL);
  expect(b.phone_number).toMatch(PHONE);
  expectName(b.address);
  if (b.logo !== null) expectUrl(b.logo);
  expectId(b.owner);
  // Every business is created with its first location (decision D5).
  expect(b.locations.length).toBeGreaterThan(0);
  for (const location of b.locations) {
    expectId(location.id);
    expectName(location.name);
    expectName(location.address);
    expect(location.phone_number).toMatch(PHONE);
    expect(typeof location.active).toBe('boolean');
    expectDateTime(location.created_at);
  }
  expect(new Set(b.locations.map((l) => l.id)).size).toBe(b.locations.length);
  expectDateTime(b.created_at);
}

/**
 * A dashboard figure. With a month the breakdown is per day of that month, without per month;
 * either way oldest first and (where `sums` holds) adding up to the total.
 */
function expectStatistic(stat: Statistic, sums: boolean): void {
  expect(stat.currency).toMatch(CURRENCY);
  expect(stat.total).toMatch(MONEY);
  expect(Array.isArray(stat.breakdown)).toBe(true);
  for (const point of stat.breakdown) {
    expect(point.amount).toMatch(MONEY);
    if (stat.month === null) expect(point.period).toMatch(MONTH);
    else {
      expect(point.period).toMatch(DAY);
      expect(point.period.startsWith(`${stat.month}-`)).toBe(true);
    }
  }
  if (stat.month !== null) expect(stat.month).toMatch(MONTH);
  const periods = stat.breakdown.map((p) => p.period);
  expect(periods).toEqual([...periods].sort());
  expect(new Set(periods).size).toBe(periods.length);
  if (sums) expect(sum(stat.breakdown.map((p) => p.amount))).toBe(minor(stat.total));
}

/** A month was asked for: a month in the answer is that month. */
function expectMonthAsked(stat: Statistic): void {
  if (stat.month !== null) expect(stat.month).toBe(REPORT_MONTH);
}

function expectOrder(order: Order): void {
  expectId(order.id);
  expectName(order.order_number);
  expectName(order.customer.name);
  expect(order.customer.email).toMatch(EMAIL);
  expect(order.customer.phone_number).toMatch(PHONE);
  expect(order.items.length).toBeGreaterThan(0);
  for (const item of order.items) {
    expectId(item.product);
    expectName(item.name);
    expect(Number.isInteger(item.quantity)).toBe(true);
    expect(item.quantity).toBeGreaterThanOrEqual(1);
    expect(item.unit_price).toMatch(MONEY);
  }
  expect(order.total_amount).toMatch(MONEY);
  // The total is the items plus the delivery fee, so never below the items.
  const items = order.items.reduce((total, item) => total + item.quantity * minor(item.unit_price), 0);
  expect(minor(order.total_amount)).toBeGreaterThanOrEqual(items);
  expect(order.currency).toMatch(CURRENCY);
  expect(['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned']).toContain(order.status);
  expectName(order.delivery_address);
  expectDateTime(order.created_at);
}

function expectPayout(payout: Payout): void {
  expectId(payout.id);
  expect(payout.amount).toMatch(MONEY);
  expect(payout.currency).toMatch(CURRENCY);
  expect(['pending', 'processing', 'paid', 'failed']).toContain(payout.status);
  expectName(payout.reference);
  expectName(payout.bank_name);
  // Only the last four digits ever reach the screen.
  expect(payout.account_number).toMatch(MASKED_ACCOUNT);
  expectDateTime(payout.created_at);
  if (payout.status === 'paid') expectDateTime(payout.paid_at);
  if (payout.status === 'pending') expect(payout.paid_at).toBeNull();
}

function expectAffiliate(affiliate: Affiliate): void {
  expectId(affiliate.id);
  expectName(affiliate.name);
  expect(affiliate.email).toMatch(EMAIL);
  expect(affiliate.commission_rate).toMatch(RATE);
  expect(['active', 'inactive']).toContain(affiliate.status);
  expect(affiliate.total_sales).toMatch(MONEY);
  expectDateTime(affiliate.created_at);
}

function expectDispute(dispute: Dispute): void {
  expectId(dispute.id);
  expectId(dispute.order);
  expectName(dispute.reason);
  expect(['open', 'under_review', 'resolved', 'rejected']).toContain(dispute.status);
  expectDateTime(dispute.created_at);
  expectDateTime(dispute.updated_at);
  expect(Date.parse(dispute.updated_at)).toBeGreaterThanOrEqual(Date.parse(dispute.created_at));
}

function expectDisputeMessage(message: DisputeMessage): void {
  expectId(message.id);
  expectId(message.sender.id);
  expectName(message.sender.name);
  expect(typeof message.sender.is_business).toBe('boolean');
  expectName(message.message);
  expect(message.images.length).toBeLessThanOrEqual(5);
  message.images.forEach(expectUrl);
  expect(typeof message.is_proposal).toBe('boolean');
  expectDateTime(message.created_at);
}

function expectDeliveryFee(fee: DeliveryFee): void {
  expectId(fee.id);
  expectName(fee.location);
  expectName(fee.state);
  expect(fee.amount).toMatch(MONEY);
  expect(fee.currency).toMatch(CURRENCY);
  expect(typeof fee.active).toBe('boolean');
}

// ---- the error bodies the contract documents, read from openapi/business.yaml and its shared refs ----

type Node = Record<string, unknown>;
const CONTRACT = nodePath.resolve(import.meta.dirname, '..', '..', 'openapi', 'business.yaml');
const documents = new Map<string, Node>();

function loadDocument(file: string): Node {
  let doc = documents.get(file);
  if (!doc) {
    doc = parse(readFileSync(file, 'utf8')) as Node;
    documents.set(file, doc);
  }
  return doc;
}

/** Follows `$ref`s (local or into another file) to the node they name. */
function deref(node: unknown, file: string): { node: Node; file: string } {
  let current = node as Node;
  let where = file;
  while (typeof current.$ref === 'string') {
    const [target = '', pointer = ''] = current.$ref.split('#');
    if (target) where = nodePath.resolve(nodePath.dirname(where), target);
    current = pointer
      .split('/')
      .filter(Boolean)
      .reduce<Node>((n, key) => n[key.replace(/~1/g, '/').replace(/~0/g, '~')] as Node, loadDocument(where));
  }
  return { node: current, file: where };
}

/**
 * Every body the contract documents for `status` of an operation: the response's `example`, its
 * named `examples` and its schema's `examples` (Prism serves the schema's first example before the
 * named ones; the sandbox serves the first named one).
 */
function documentedErrorBodies(method: string, schemaPath: string, status: number): unknown[] {
  const paths = loadDocument(CONTRACT).paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const operation = paths[schemaPath]?.[method.toLowerCase()];
  expect(operation, `${method} ${schemaPath} is not in the contract`).toBeDefined();
  const response = deref(operation!.responses[String(status)], CONTRACT);
  const media = (response.node.content as Record<string, Node>)['application/json']!;
  const bodies: unknown[] = [];
  if ('example' in media) bodies.push(media.example);
  for (const example of Object.values((media.examples ?? {}) as Record<string, unknown>)) {
    bodies.push(deref(example, response.file).node.value);
  }
  const schema = deref(media.schema, response.file).node;
  bodies.push(...((schema.examples ?? []) as unknown[]));
  return bodies;
}

/**
 * A forced error: its body is one the contract documents and the ApiError carries it normalised.
 * The message is the server's `detail`, or the catalogue's message where BUSINESS_MESSAGES gives
 * one that wins over the server's (the `detail` is kept for the reporter).
 */
function expectDocumentedError(
  error: ApiError,
  method: string,
  schemaPath: string,
  status: number,
  catalogue?: string,
): Record<string, unknown> {
  const bodies = documentedErrorBodies(method, schemaPath, status);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies).toContainEqual(error.body);
  const body = error.body as Record<string, unknown>;
  expect(body.detail).toEqual(expect.any(String));
  expect(error.status).toBe(status);
  expect(error.message).toBe(catalogue ?? body.detail);
  // The 401 path of the middleware (refresh, then sign-out) keeps no separate `detail`.
  if (status !== 401) expect(error.detail).toBe(body.detail);
  if (status === 400) {
    // Every `{field: [message]}` of the body, and nothing else.
    const fields = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => key !== 'detail' && key !== 'non_field_errors' && Array.isArray(value)),
    );
    expect(error.fieldErrors).toEqual(fields);
  } else {
    expect(error.fieldErrors).toEqual({});
  }
  return body;
}

// ---- fixtures: ids come from what the service answers ----

/** The user's first business (the one the app opens), from GET /business/v1/businesses/. */
async function firstBusiness(): Promise<Business> {
  const businesses = ok(await business.GET('/business/v1/businesses/'));
  expect(businesses.length).toBeGreaterThan(0);
  return businesses[0]!;
}

async function businessId(): Promise<number> {
  return (await firstBusiness()).id;
}

const path = (businessId: number) => ({ path: { businessId } });
const PAGE = { per_page: 100, page: 1 } as const;

async function firstOrder(id: number): Promise<Order> {
  const orders = ok(
    await business.GET('/business/v1/{businessId}/marketplace/orders/', { params: { ...path(id), query: PAGE } }),
  );
  expect(orders.results.length).toBeGreaterThan(0);
  return orders.results[0]!;
}

async function firstAffiliate(id: number): Promise<Affiliate> {
  const affiliates = ok(
    await business.GET('/business/v1/{businessId}/marketplace/affiliates/', { params: { ...path(id), query: PAGE } }),
  );
  expect(affiliates.results.length).toBeGreaterThan(0);
  return affiliates.results[0]!;
}

async function firstDispute(id: number): Promise<Dispute> {
  const disputes = ok(
    await business.GET('/business/v1/{businessId}/marketplace/disputes/', { params: { ...path(id), query: PAGE } }),
  );
  expect(disputes.results.length).toBeGreaterThan(0);
  return disputes.results[0]!;
}

/** A dispute that still takes messages (the contract refuses them once resolved or rejected). */
async function openDispute(id: number): Promise<Dispute> {
  const disputes = ok(
    await business.GET('/business/v1/{businessId}/marketplace/disputes/', { params: { ...path(id), query: PAGE } }),
  );
  const open = disputes.results.find((d) => d.status === 'open' || d.status === 'under_review');
  expect(open, 'the business has an open dispute').toBeDefined();
  return open!;
}

async function firstDeliveryFee(id: number): Promise<DeliveryFee> {
  const fees = ok(
    await business.GET('/business/v1/{businessId}/marketplace/delivery_fees', { params: { ...path(id), query: PAGE } }),
  );
  expect(fees.results.length).toBeGreaterThan(0);
  return fees.results[0]!;
}

/** The create-business form, with the category and currency picked from the reference lists. */
async function newBusiness(): Promise<Schemas['BusinessInput']> {
  const [categories, currencies] = await Promise.all([
    business.GET('/business/v1/categories').then(ok),
    business.GET('/business/v1/currencies/').then(ok),
  ]);
  const category = categories.find((c) => c.name === 'Fashion & Apparel') ?? categories[0]!;
  const currency = currencies.find((c) => c.code === 'NGN') ?? currencies[0]!;
  return {
    name: 'Adaeze Fabrics & Tailoring',
    category: category.id,
    currency: currency.code,
    email: 'hello@adaezefabrics.ng',
    phone_number: '+2348031234567',
    address: '14 Balogun Street, Lagos Island, Lagos',
    location: {
      name: 'Balogun Market Shop',
      address: '14 Balogun Street, Lagos Island, Lagos',
      phone_number: '+2348031234567',
    },
  };
}

/** A small PNG, as the logo picker and the dispute form attach it. */
const pngFile = (name: string) =>
  new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

describe('business: businesses', () => {
  it('GET /business/v1/businesses/ lists the user’s businesses with their locations (listBusinesses)', async () => {
    const businesses = ok(await business.GET('/business/v1/businesses/'));
    expect(Array.isArray(businesses)).toBe(true);
    expect(businesses.length).toBeGreaterThan(0);
    businesses.forEach(expectBusiness);
    expect(new Set(businesses.map((b) => b.id)).size).toBe(businesses.length);
  });

  it('POST /business/v1/businesses/ creates a business with its first location (createBusiness)', async () => {
    const body = await newBusiness();
    const result = await business.POST('/business/v1/businesses/', { body });
    const created = ok(result);
    expect(result.response.status).toBe(201);
    expectBusiness(created);
    expect(created.name).toBe(body.name);
    expect(created.category.id).toBe(body.category);
    expect(created.currency).toBe(body.currency);
    expect(created.email).toBe(body.email);
    expect(created.phone_number).toBe(body.phone_number);
    expect(created.address).toBe(body.address);
    expect(created.locations).toHaveLength(1);
    expect(created.locations[0]).toMatchObject({ ...body.location, active: true });
  });

  it('GET /business/v1/businesses/{id}/ answers one business (getBusiness)', async () => {
    const first = await firstBusiness();
    const found = ok(await business.GET('/business/v1/businesses/{id}/', { params: { path: { id: first.id } } }));
    expectBusiness(found);
    expect(found.id).toBe(first.id);
    expect(found.owner).toBe(first.owner);
  });

  it('PATCH /business/v1/businesses/{id}/ saves the settings form as JSON (patchBusiness)', async () => {
    const first = await firstBusiness();
    const body: Schemas['BusinessPatch'] = {
      name: first.name,
      category: first.category.id,
      currency: first.currency,
      email: first.email,
      phone_number: first.phone_number,
      address: first.address,
    };
    const updated = ok(await business.PATCH('/business/v1/businesses/{id}/', { params: { path: { id: first.id } }, body }));
    expectBusiness(updated);
    expect(updated.id).toBe(first.id);
    expect(updated).toMatchObject({ ...body, category: { id: body.category } });
  });

  it('PATCH /business/v1/businesses/{id}/ uploads a new logo as a form (patchBusiness, multipart)', async () => {
    const first = await firstBusiness();
    const logo = pngFile('adaeze-logo.png');
    const body: Schemas['BusinessPatchForm'] = { name: first.name, logo: logo.name };
    const updated = ok(
      await business.PATCH('/business/v1/businesses/{id}/', {
        params: { path: { id: first.id } },
        body,
        bodySerializer: (b: Schemas['BusinessPatchForm']) => {
          const form = new FormData();
          if (b.name !== undefined) form.append('name', b.name);
          form.append('logo', logo);
          return form;
        },
      }),
    );
    expectBusiness(updated);
    expect(updated.id).toBe(first.id);
    expect(updated.name).toBe(first.name);
    expect(updated.logo).not.toBeNull();
    expectUrl(updated.logo);
  });

  it('GET /business/v1/businesses/{id}/membership/ says what the signed-in user may do (getBusinessMembership)', async () => {
    const id = await businessId();
    const membership = ok(await business.GET('/business/v1/businesses/{id}/membership/', { params: { path: { id } } }));
    expect(membership.business_id).toBe(id);
    expect(typeof membership.is_owner).toBe('boolean');
    expect(new Set(membership.permissions).size).toBe(membership.permissions.length);
    for (const permission of membership.permissions) {
      expect(Number.isInteger(permission)).toBe(true);
      expect(permission).toBeGreaterThanOrEqual(93);
      expect(permission).toBeLessThanOrEqual(148);
    }
    if (membership.is_owner) {
      // The owner is no staff member, has no role and holds all 56 permissions.
      expect(membership.member_id).toBeNull();
      expect(membership.role).toBeNull();
      expect([...membership.permissions].sort((a, b) => a - b)).toEqual(ALL_PERMISSIONS);
    } else {
      expectId(membership.member_id);
      if (membership.role !== null) {
        expectId(membership.role.id);
        expectName(membership.role.name);
      }
    }
  });
});

describe('business: reference lists', () => {
  it('GET /business/v1/currencies/ lists currencies with code and symbol (listBusinessCurrencies)', async () => {
    const currencies = ok(await business.GET('/business/v1/currencies/'));
    expect(currencies.length).toBeGreaterThan(0);
    for (const currency of currencies) {
      expectId(currency.id);
      expectName(currency.name);
      expect(currency.code).toMatch(CURRENCY);
      expectName(currency.symbol);
      expect(currency.symbol.length).toBeLessThanOrEqual(8);
      expect(typeof currency.active).toBe('boolean');
      expectDateTime(currency.created_at);
    }
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
  });

  it('GET /business/v1/banks/ lists banks by name (listBusinessBanks)', async () => {
    const banks = ok(await business.GET('/business/v1/banks/'));
    expect(banks.length).toBeGreaterThan(0);
    for (const bank of banks) {
      expectId(bank.id);
      expectName(bank.name);
      expectName(bank.code);
      expect(bank.code.length).toBeLessThanOrEqual(20);
    }
    const names = banks.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('GET /business/v1/categories lists business categories by name (listBusinessCategories)', async () => {
    const categories = ok(await business.GET('/business/v1/categories'));
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expectId(category.id);
      expectName(category.name);
      expect(Object.keys(category).sort()).toEqual(['id', 'name']);
    }
    const names = categories.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('GET /business/v1/white_list_emails/ lists the allow-listed emails (listWhiteListEmails)', async () => {
    const emails = ok(await business.GET('/business/v1/white_list_emails/'));
    expect(Array.isArray(emails)).toBe(true);
    for (const email of emails) expect(email).toMatch(EMAIL);
  });
});

describe('business: dashboard statistics', () => {
  /** The location the dashboard's picker starts on. */
  async function scope() {
    const first = await firstBusiness();
    return { businessId: first.id, location: first.locations[0]!.id };
  }

  it('GET tools/business_statistics/total_sales/ per month and for one month (getTotalSales)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_sales/' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, true);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, true);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_expenses per month and for one month (getTotalExpenses)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_expenses' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, true);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, true);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_inventory_worth/ per month and for one month (getTotalInventoryWorth)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_inventory_worth/' as const;
    // Worth is the stock value now; its breakdown is stock added per period, so it need not add up.
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, false);
    expect(minor(year.total)).toBeGreaterThanOrEqual(0);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, false);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_payroll_paid/ per month and for one month (getTotalPayrollPaid)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_payroll_paid/' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, true);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, true);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_profits/ is sales minus expenses and payroll (getTotalProfits)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_profits/' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    for (const profit of [year, month]) {
      expectStatistic(profit, true);
      expect(profit.sales).toMatch(MONEY);
      expect(profit.expenses).toMatch(MONEY);
      expect(minor(profit.total)).toBe(minor(profit.sales) - minor(profit.expenses));
    }
    expectMonthAsked(month);
  });
});

describe('business: reports', () => {
  const request: Schemas['ReportRequest'] = {
    report_type: 'sales',
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  };

  it('POST tools/report/ answers a JSON report with rows and totals (generateBusinessReport, json)', async () => {
    const first = await firstBusiness();
    const result = await business.POST('/business/v1/{businessId}/tools/report/', {
      params: { path: { businessId: first.id } },
      body: { ...request, format: 'json' },
    });
    const report = ok(result);
    expect(result.response.headers.get('content-type')).toMatch(/^application\/json/);
    if (typeof report === 'string') throw new Error('a JSON report came back as text');
    expect(report.report_type).toBe('sales');
    expect(report.start_date).toBe(request.start_date);
    expect(report.end_date).toBe(request.end_date);
    expect(report.start_date).toMatch(DATE);
    expect(report.currency).toBe(first.currency);
    expectDateTime(report.generated_at);
    for (const line of [...report.rows, ...report.totals]) {
      expectName(line.label);
      expect(line.amount).toMatch(MONEY);
    }
    expect(report.totals.length).toBeGreaterThan(0);
    const totalSales = report.totals.find((t) => t.label === 'Total sales');
    expect(totalSales).toBeDefined();
    expect(minor(totalSales!.amount)).toBe(sum(report.rows.map((r) => r.amount)));
  });

  it('POST tools/report/ answers the same report as a CSV download (generateBusinessReport, csv)', async () => {
    const id = await businessId();
    const result = await business.POST('/business/v1/{businessId}/tools/report/', {
      params: { path: { businessId: id } },
      body: { ...request, format: 'csv' },
      headers: { Accept: 'text/csv' },
      parseAs: 'text',
    });
    const csv = ok(result);
    expect(result.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(typeof csv).toBe('string');
    if (typeof csv !== 'string') throw new Error('a CSV report came back parsed');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('label,amount');
    expect(lines.length).toBeGreaterThan(1);
    const rows = lines.slice(1).map((line) => {
      const comma = line.lastIndexOf(',');
      return { label: line.slice(0, comma), amount: line.slice(comma + 1) };
    });
    for (const row of rows) {
      expectName(row.label);
      expect(row.amount).toMatch(MONEY);
    }
    // The totals come last.
    expect(rows.map((r) => r.label)).toContain('Total sales');
  });
});

describe('business: marketplace orders and payouts', () => {
  it('GET marketplace/orders/ lists orders newest first (listMarketplaceOrders)', async () => {
    const id = await businessId();
    const orders = ok(
      await business.GET('/business/v1/{businessId}/marketplace/orders/', { params: { ...path(id), query: PAGE } }),
    );
    expectPage(orders, expectOrder);
    expect(orders.results.length).toBeLessThanOrEqual(100);
    const created = orders.results.map((o) => Date.parse(o.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('GET marketplace/orders/{id}/ answers one order (getMarketplaceOrder)', async () => {
    const id = await businessId();
    const listed = await firstOrder(id);
    const order = ok(
      await business.GET('/business/v1/{businessId}/marketplace/orders/{id}/', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectOrder(order);
    expect(order.id).toBe(listed.id);
    expect(order.order_number).toBe(listed.order_number);
  });

  it('GET marketplace/payouts/ lists payouts with masked accounts (listMarketplacePayouts)', async () => {
    const id = await businessId();
    const payouts = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/', { params: { ...path(id), query: PAGE } }),
    );
    expectPage(payouts, expectPayout);
  });

  it('GET marketplace/payouts/{id}/ answers one payout (getMarketplacePayout)', async () => {
    const id = await businessId();
    const payouts = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/', { params: { ...path(id), query: PAGE } }),
    );
    const listed = payouts.results[0]!;
    const payout = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/{id}/', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectPayout(payout);
    expect(payout.id).toBe(listed.id);
    expect(payout.reference).toBe(listed.reference);
  });
});

describe('business: marketplace affiliates', () => {
  it('GET marketplace/affiliates/ lists affiliates with their commission (listMarketplaceAffiliates)', async () => {
    const id = await businessId();
    const affiliates = ok(
      await business.GET('/business/v1/{businessId}/marketplace/affiliates/', { params: { ...path(id), query: PAGE } }),
    );
    expectPage(affiliates, expectAffiliate);
  });

  it('GET marketplace/affiliates/{id} answers one affiliate (getMarketplaceAffiliate)', async () => {
    const id = await businessId();
    const listed = await firstAffiliate(id);
    const affiliate = ok(
      await business.GET('/business/v1/{businessId}/marketplace/affiliates/{id}', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectAffiliate(affiliate);
    expect(affiliate.id).toBe(listed.id);
    expect(affiliate.email).toBe(listed.email);
  });

  it('GET marketplace/affiliates/{id}/affiliate_products lists the items an affiliate promotes (listAffiliateProducts)', async () => {
    const id = await businessId();
    const affiliate = await firstAffiliate(id);
    const products = ok(
      await business.GET('/business/v1/{businessId}/marketplace/affiliates/{id}/affiliate_products', {
        params: { path: { businessId: id, id: affiliate.id }, query: PAGE },
      }),
    );
    expectPage(products, (product) => {
      expectId(product.id);
      expectName(product.name);
      expect(product.unit_price).toMatch(MONEY);
      expect(product.currency).toMatch(CURRENCY);
      expect(product.commission_rate).toMatch(RATE);
      expect(product.commission_amount).toMatch(MONEY);
      // The commission per unit is the rate applied to the unit price.
      expect(minor(product.commission_amount)).toBe(
        Math.round((minor(product.unit_price) * Number(product.commission_rate)) / 100),
      );
      expect(Number.isInteger(product.units_sold)).toBe(true);
      expect(product.units_sold).toBeGreaterThanOrEqual(0);
      if (product.image !== null) expectUrl(product.image);
    });
  });
});

describe('business: marketplace disputes', () => {
  it('GET marketplace/disputes/ lists disputes on the business’s orders (listMarketplaceDisputes)', async () => {
    const id = await businessId();
    const disputes = ok(
      await business.GET('/business/v1/{businessId}/marketplace/disputes/', { params: { ...path(id), query: PAGE } }),
    );
    expectPage(disputes, expectDispute);
  });

  it('GET marketplace/disputes/{id}/ answers one dispute (getMarketplaceDispute)', async () => {
    const id = await businessId();
    const listed = await firstDispute(id);
    const dispute = ok(
      await business.GET('/business/v1/{businessId}/marketplace/disputes/{id}/', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectDispute(dispute);
    expect(dispute.id).toBe(listed.id);
    expect(dispute.order).toBe(listed.order);
  });

  it('GET marketplace/disputes/{id}/dispute_messages/ answers the thread oldest first (listDisputeMessages)', async () => {
    const id = await businessId();
    const dispute = await firstDispute(id);
    const messages = ok(
      await business.GET('/business/v1/{businessId}/marketplace/disputes/{id}/dispute_messages/', {
        params: { path: { businessId: id, id: dispute.id } },
      }),
    );
    expect(Array.isArray(messages)).toBe(true);
    messages.forEach(expectDisputeMessage);
    const created = messages.map((m) => Date.parse(m.created_at));
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('POST marketplace/disputes/{id}/dispute_messages/ sends a proposal with a photo as a form (createDisputeMessage)', async () => {
    const id = await businessId();
    const dispute = await openDispute(id);
    const photo = pngFile('exchange-piece.png');
    const body: Schemas['DisputeMessageInput'] = {
      message: 'Sorry about that. We can refund 5,000 naira or exchange the piece.',
      images: [photo.name],
      is_proposal: true,
    };
    const result = await business.POST('/business/v1/{businessId}/marketplace/disputes/{id}/dispute_messages/', {
      params: { path: { businessId: id, id: dispute.id } },
      body,
      bodySerializer: (b: Schemas['DisputeMessageInput']) => {
        const form = new FormData();
        form.append('message', b.message);
        form.append('images', photo);
        if (b.is_proposal !== undefined) form.append('is_proposal', String(b.is_proposal));
        return form;
      },
    });
    const sent = ok(result);
    expect(result.response.status).toBe(201);
    expectDisputeMessage(sent);
    expect(sent.message).toBe(body.message);
    expect(sent.is_proposal).toBe(true);
    // The business sent it.
    expect(sent.sender.is_business).toBe(true);
  });
});

describe('business: marketplace delivery fees', () => {
  it('GET marketplace/delivery_fees lists the fee per area (listDeliveryFees)', async () => {
    const id = await businessId();
    const fees = ok(
      await business.GET('/business/v1/{businessId}/marketplace/delivery_fees', { params: { ...path(id), query: PAGE } }),
    );
    expectPage(fees, expectDeliveryFee);
  });

  it('PATCH marketplace/delivery_fees/{id}/ changes the amount and turns delivery on (patchDeliveryFee)', async () => {
    const id = await businessId();
    const listed = await firstDeliveryFee(id);
    const body: Schemas['DeliveryFeePatch'] = { amount: '3000.00', active: true };
    const fee = ok(
      await business.PATCH('/business/v1/{businessId}/marketplace/delivery_fees/{id}/', {
        params: { path: { businessId: id, id: listed.id } },
        body,
      }),
    );
    expectDeliveryFee(fee);
    expect(fee.id).toBe(listed.id);
    expect(fee.location).toBe(listed.location);
    expect(fee.state).toBe(listed.state);
    expect(minor(fee.amount)).toBe(minor(body.amount!));
    expect(fee.active).toBe(true);
  });
});

describe('business: error answers', () => {
  it('400 on a new business carries the field errors (createBusiness)', async () => {
    const body = await newBusiness();
    const error = await expectError(400, 'POST', '/business/v1/businesses/', (headers) =>
      business.POST('/business/v1/businesses/', { body, headers }),
    );
    expectDocumentedError(error, 'POST', '/business/v1/businesses/', 400);
    // The form shows these under each field.
    expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0);
    for (const messages of Object.values(error.fieldErrors)) {
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toEqual(expect.any(String));
    }
  });

  it('401 is an unauthorised ApiError with the server’s message (listBusinessCurrencies)', async () => {
    const error = await expectError(401, 'GET', '/business/v1/currencies/', (headers) =>
      business.GET('/business/v1/currencies/', { headers }),
    );
    expectDocumentedError(error, 'GET', '/business/v1/currencies/', 401);
    expect(error.isUnauthorized).toBe(true);
  });

  it('403 when a personal account creates a business (createBusiness)', async () => {
    const body = await newBusiness();
    const error = await expectError(403, 'POST', '/business/v1/businesses/', (headers) =>
      business.POST('/business/v1/businesses/', { body, headers }),
    );
    expectDocumentedError(error, 'POST', '/business/v1/businesses/', 403);
  });

  it('404 when the user is neither owner nor member (getBusinessMembership)', async () => {
    const id = await businessId();
    const error = await expectError(404, 'GET', '/business/v1/businesses/{id}/membership/', (headers) =>
      business.GET('/business/v1/businesses/{id}/membership/', { params: { path: { id } }, headers }),
    );
    expectDocumentedError(error, 'GET', '/business/v1/businesses/{id}/membership/', 404);
  });

  it('404 on an affiliate shows ‘Failed to fetch affiliates’, the server’s detail kept (getMarketplaceAffiliate)', async () => {
    const id = await businessId();
    const affiliate = await firstAffiliate(id);
    const error = await expectError(404, 'GET', '/business/v1/{businessId}/marketplace/affiliates/{id}', (headers) =>
      business.GET('/business/v1/{businessId}/marketplace/affiliates/{id}', {
        params: { path: { businessId: id, id: affiliate.id } },
        headers,
      }),
    );
    expectDocumentedError(
      error,
      'GET',
      '/business/v1/{businessId}/marketplace/affiliates/{id}',
      404,
      'Failed to fetch affiliates',
    );
  });

  it('422 answer carries the list of violations (generateBusinessReport)', async () => {
    const id = await businessId();
    const error = await expectError(422, 'POST', '/business/v1/{businessId}/tools/report/', (headers) =>
      business.POST('/business/v1/{businessId}/tools/report/', {
        params: { path: { businessId: id } },
        body: { report_type: 'expenses', start_date: '2026-11-01', end_date: '2026-11-30', format: 'json' },
        headers,
      }),
    );
    const body = expectDocumentedError(error, 'POST', '/business/v1/{businessId}/tools/report/', 422);
    expect((body.validation as unknown[]).length).toBeGreaterThan(0);
  });

  it('500 on the business list shows the server’s detail (listBusinesses)', async () => {
    const error = await expectError(500, 'GET', '/business/v1/businesses/', (headers) =>
      business.GET('/business/v1/businesses/', { headers }),
    );
    // The catalogue's 'Failed to fetch businesses' is only the fallback: the server's detail wins.
    const body = expectDocumentedError(error, 'GET', '/business/v1/businesses/', 500);
    expect(error.message).toBe(body.detail);
    expect(error.message).not.toBe('Failed to fetch businesses');
  });

  it('500 on the delivery fee list shows ‘Failed to fetch delivery fees’ (listDeliveryFees)', async () => {
    const id = await businessId();
    const error = await expectError(500, 'GET', '/business/v1/{businessId}/marketplace/delivery_fees', (headers) =>
      business.GET('/business/v1/{businessId}/marketplace/delivery_fees', { params: { ...path(id), query: PAGE }, headers }),
    );
    expectDocumentedError(
      error,
      'GET',
      '/business/v1/{businessId}/marketplace/delivery_fees',
      500,
      'Failed to fetch delivery fees',
    );
    expect(error.message).toBe('Failed to fetch delivery fees');
  });

  it('500 on a delivery fee change shows ‘Failed to fetch delivery fees’ (patchDeliveryFee)', async () => {
    const id = await businessId();
    const fee = await firstDeliveryFee(id);
    const error = await expectError(500, 'PATCH', '/business/v1/{businessId}/marketplace/delivery_fees/{id}/', (headers) =>
      business.PATCH('/business/v1/{businessId}/marketplace/delivery_fees/{id}/', {
        params: { path: { businessId: id, id: fee.id } },
        body: { active: false },
        headers,
      }),
    );
    expectDocumentedError(
      error,
      'PATCH',
      '/business/v1/{businessId}/marketplace/delivery_fees/{id}/',
      500,
      'Failed to fetch delivery fees',
    );
    expect(error.message).toBe('Failed to fetch delivery fees');
  });

  it('500 on the affiliate list shows ‘Failed to fetch affiliates’ (listMarketplaceAffiliates)', async () => {
    const id = await businessId();
    const error = await expectError(500, 'GET', '/business/v1/{businessId}/marketplace/affiliates/', (headers) =>
      business.GET('/business/v1/{businessId}/marketplace/affiliates/', { params: { ...path(id), query: PAGE }, headers }),
    );
    expectDocumentedError(error, 'GET', '/business/v1/{businessId}/marketplace/affiliates/', 500, 'Failed to fetch affiliates');
    expect(error.message).toBe('Failed to fetch affiliates');
  });

  it('a business without its required name breaks the contract and is refused with 422 (createBusiness)', async () => {
    const { name: _name, ...withoutName } = await newBusiness();
    expectViolation();
    const error = await business.POST('/business/v1/businesses/', { body: withoutName as never }).then(
      () => {
        throw new Error('POST /business/v1/businesses/ without a name was accepted');
      },
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    const validation = (apiError.body as { validation?: { location: string[]; message: string }[] }).validation ?? [];
    expect(validation.length).toBeGreaterThan(0);
    for (const violation of validation) {
      expect(Array.isArray(violation.location)).toBe(true);
      expect(violation.message).toEqual(expect.any(String));
    }
  });
});
