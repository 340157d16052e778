/**
 * Contract tests of the business service root (openapi/business.yaml): the marketplace (orders,
 * payouts, affiliates, disputes, delivery fees), through the app's real business client (with the
 * catalogue messages, BUSINESS_MESSAGES), and the messages the catalogue gives its errors. Ids come
 * from list and create answers (fixtures/business.ts), so the file also runs through `prism proxy
 * --errors` in front of the sandbox.
 */
import { describe, expect, it } from 'vitest';
import { isStateful } from './target';
import {
  cents,
  CURRENCY,
  expectDocumentedError,
  expectError,
  expectId,
  expectNonEmpty,
  expectRecord,
  expectUrl,
  MONEY,
  ok,
  PERCENT,
  png,
} from './harness';
import {
  business,
  businessId,
  businessPath,
  expectAffiliate,
  expectDeliveryFee,
  expectDispute,
  expectDisputeMessage,
  expectFullPage,
  expectOrder,
  expectPayout,
  firstAffiliate,
  firstDeliveryFee,
  firstDispute,
  firstOrder,
  openDispute,
  PAGE,
  type Schemas,
} from './fixtures/business';

describe('business: marketplace orders and payouts', () => {
  it('GET marketplace/orders/ lists orders newest first (listMarketplaceOrders)', async () => {
    const id = await businessId();
    const orders = ok(
      await business.GET('/business/v1/{businessId}/marketplace/orders/', { params: { ...businessPath(id), query: PAGE } }),
    );
    expectFullPage(orders, expectOrder);
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
    expectRecord(order, listed.id, expectOrder);
    expect(order.order_number).toBe(listed.order_number);
  });

  it('GET marketplace/payouts/ lists payouts with masked accounts (listMarketplacePayouts)', async () => {
    const id = await businessId();
    const payouts = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/', { params: { ...businessPath(id), query: PAGE } }),
    );
    expectFullPage(payouts, expectPayout);
  });

  it('GET marketplace/payouts/{id}/ answers one payout (getMarketplacePayout)', async () => {
    const id = await businessId();
    const payouts = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/', { params: { ...businessPath(id), query: PAGE } }),
    );
    const listed = payouts.results[0]!;
    const payout = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/{id}/', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectRecord(payout, listed.id, expectPayout);
    expect(payout.reference).toBe(listed.reference);
  });
});

describe('business: marketplace fulfilment, filters and payout sums (designed, issue 18)', () => {
  const ORDERS = '/business/v1/{businessId}/marketplace/orders/' as const;

  it('GET marketplace/orders/?status=&search=&start_date=&end_date= filters the orders (listMarketplaceOrders, designed)', async () => {
    const id = await businessId();
    const listed = await firstOrder(id);
    const day = listed.created_at.slice(0, 10);
    const orders = ok(
      await business.GET(ORDERS, {
        params: {
          ...businessPath(id),
          query: { ...PAGE, status: listed.status, search: listed.order_number, start_date: day, end_date: day },
        },
      }),
    );
    expectFullPage(orders, expectOrder);
    if (isStateful) expect(orders.results.map((o) => o.id)).toEqual([listed.id]);
  });

  it('PATCH marketplace/orders/{id}/status/ ships an order with its tracking note (updateMarketplaceOrderStatus, designed)', async () => {
    const id = await businessId();
    const processing = ok(
      await business.GET(ORDERS, { params: { ...businessPath(id), query: { ...PAGE, status: 'processing' } } }),
    ).results[0]!;
    const body: Schemas['OrderStatusUpdate'] = { status: 'shipped', note: 'GIG Logistics, waybill GIG-2026-55120' };
    const order = ok(
      await business.PATCH('/business/v1/{businessId}/marketplace/orders/{id}/status/', {
        params: { path: { businessId: id, id: processing.id } },
        body,
      }),
    );
    expectOrder(order);
    for (const change of order.status_history) expect(Date.parse(change.at)).not.toBeNaN();
    // Prism answers the contract's example (another order); the sandbox answers this one.
    if (isStateful) {
      expect(order.id).toBe(processing.id);
      expect(order.status).toBe('shipped');
      expect(order.tracking_note).toBe(body.note);
      expect(order.status_history.at(-1)).toMatchObject({ status: 'shipped', note: body.note });
    }
  });

  it('GET marketplace/payouts/?status=&start_date=&end_date= answers payouts whose gross - fees = net (listMarketplacePayouts, designed)', async () => {
    const id = await businessId();
    const payouts = ok(
      await business.GET('/business/v1/{businessId}/marketplace/payouts/', {
        params: { ...businessPath(id), query: { ...PAGE, status: 'paid', start_date: '2020-01-01', end_date: '2099-12-31' } },
      }),
    );
    expectFullPage(payouts, expectPayout);
    for (const payout of payouts.results) {
      expect(cents(payout.gross) - cents(payout.fees)).toBe(cents(payout.net));
      if (isStateful) {
        expect(payout.status).toBe('paid');
        expect(payout.orders.reduce((sum, o) => sum + cents(o.total_amount), 0)).toBe(cents(payout.gross));
        expect(payout.orders.reduce((sum, o) => sum + cents(o.fee), 0)).toBe(cents(payout.fees));
        expect(payout.amount).toBe(payout.net);
      }
    }
  });

  it('GET affiliates/?search= and disputes/?status= filter (listMarketplaceAffiliates, listMarketplaceDisputes, designed)', async () => {
    const id = await businessId();
    const affiliate = await firstAffiliate(id);
    const affiliates = ok(
      await business.GET('/business/v1/{businessId}/marketplace/affiliates/', {
        params: { ...businessPath(id), query: { ...PAGE, search: affiliate.name } },
      }),
    );
    expectFullPage(affiliates, expectAffiliate);
    const disputes = ok(
      await business.GET('/business/v1/{businessId}/marketplace/disputes/', {
        params: { ...businessPath(id), query: { ...PAGE, status: 'open' } },
      }),
    );
    expectFullPage(disputes, expectDispute);
    if (isStateful) {
      expect(affiliates.results.map((a) => a.id)).toContain(affiliate.id);
      for (const dispute of disputes.results) expect(dispute.status).toBe('open');
    }
  });
});

describe('business: marketplace affiliates', () => {
  it('GET marketplace/affiliates/ lists affiliates with their commission (listMarketplaceAffiliates)', async () => {
    const id = await businessId();
    const affiliates = ok(
      await business.GET('/business/v1/{businessId}/marketplace/affiliates/', { params: { ...businessPath(id), query: PAGE } }),
    );
    expectFullPage(affiliates, expectAffiliate);
  });

  it('GET marketplace/affiliates/{id} answers one affiliate (getMarketplaceAffiliate)', async () => {
    const id = await businessId();
    const listed = await firstAffiliate(id);
    const affiliate = ok(
      await business.GET('/business/v1/{businessId}/marketplace/affiliates/{id}', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectRecord(affiliate, listed.id, expectAffiliate);
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
    expectFullPage(products, (product) => {
      expectId(product.id);
      expectNonEmpty(product.name);
      expect(product.unit_price).toMatch(MONEY);
      expect(product.currency).toMatch(CURRENCY);
      expect(product.commission_rate).toMatch(PERCENT);
      expect(product.commission_amount).toMatch(MONEY);
      // The commission per unit is the rate applied to the unit price.
      expect(cents(product.commission_amount)).toBe(
        Math.round((cents(product.unit_price) * Number(product.commission_rate)) / 100),
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
      await business.GET('/business/v1/{businessId}/marketplace/disputes/', { params: { ...businessPath(id), query: PAGE } }),
    );
    expectFullPage(disputes, expectDispute);
  });

  it('GET marketplace/disputes/{id}/ answers one dispute (getMarketplaceDispute)', async () => {
    const id = await businessId();
    const listed = await firstDispute(id);
    const dispute = ok(
      await business.GET('/business/v1/{businessId}/marketplace/disputes/{id}/', {
        params: { path: { businessId: id, id: listed.id } },
      }),
    );
    expectRecord(dispute, listed.id, expectDispute);
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
    const photo = png('exchange-piece.png');
    const body: Schemas['DisputeMessageInput'] = {
      message: 'Sorry about that. We can refund 5,000 naira or exchange the piece.',
      images: [photo.name],
      is_proposal: true,
    };
    // Designed (issue 21): one Idempotency-Key per send, kept for its retries.
    const header = { 'Idempotency-Key': `dispute-message-${Date.now()}` };
    const post = () =>
      business.POST('/business/v1/{businessId}/marketplace/disputes/{id}/dispute_messages/', {
        params: { path: { businessId: id, id: dispute.id }, header },
        body,
        bodySerializer: (b: Schemas['DisputeMessageInput']) => {
          const form = new FormData();
          form.append('message', b.message);
          form.append('images', photo);
          if (b.is_proposal !== undefined) form.append('is_proposal', String(b.is_proposal));
          return form;
        },
      });
    const result = await post();
    const sent = ok(result);
    expect(result.response.status).toBe(201);
    expectDisputeMessage(sent);
    expect(sent.message).toBe(body.message);
    expect(sent.is_proposal).toBe(true);
    // The business sent it.
    expect(sent.sender.is_business).toBe(true);
    if (isStateful) {
      // The same send again under its key (an answer lost after it was posted): the first message, not a second.
      const replayed = await post();
      expect(replayed.response.status).toBe(201);
      expect(ok(replayed).id).toBe(sent.id);
    }
  });
});

describe('business: marketplace delivery fees', () => {
  it('GET marketplace/delivery_fees lists the fee per area (listDeliveryFees)', async () => {
    const id = await businessId();
    const fees = ok(
      await business.GET('/business/v1/{businessId}/marketplace/delivery_fees', { params: { ...businessPath(id), query: PAGE } }),
    );
    expectFullPage(fees, expectDeliveryFee);
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
    expectRecord(fee, listed.id, expectDeliveryFee);
    expect(fee.location).toBe(listed.location);
    expect(fee.state).toBe(listed.state);
    expect(cents(fee.amount)).toBe(cents(body.amount!));
    expect(fee.active).toBe(true);
  });
});

describe('business: marketplace, error answers', () => {
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
      'business',
      error,
      'GET',
      '/business/v1/{businessId}/marketplace/affiliates/{id}',
      404,
      'Failed to fetch affiliates',
    );
  });

  it('500 on the delivery fee list shows ‘Failed to fetch delivery fees’ (listDeliveryFees)', async () => {
    const id = await businessId();
    const error = await expectError(500, 'GET', '/business/v1/{businessId}/marketplace/delivery_fees', (headers) =>
      business.GET('/business/v1/{businessId}/marketplace/delivery_fees', {
        params: { ...businessPath(id), query: PAGE },
        headers,
      }),
    );
    expectDocumentedError(
      'business',
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
      'business',
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
      business.GET('/business/v1/{businessId}/marketplace/affiliates/', {
        params: { ...businessPath(id), query: PAGE },
        headers,
      }),
    );
    expectDocumentedError(
      'business',
      error,
      'GET',
      '/business/v1/{businessId}/marketplace/affiliates/',
      500,
      'Failed to fetch affiliates',
    );
    expect(error.message).toBe('Failed to fetch affiliates');
  });
});
