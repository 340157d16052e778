/**
 * The marketplace (the owner's, decision D8): orders for the business's published items, payouts
 * (read-only), affiliates with the items they promote and their commission, disputes with their
 * message threads, and delivery fees per area. Lists answer 100 per page by default.
 *
 * Designed (issue 18, decision 0030): the lists' filters; an order's delivery fee, payment status,
 * tracking note, status history and payout, and its fulfilment (`updateMarketplaceOrderStatus`,
 * rules in marketplace-orders.ts); a payout's orders with gross, fees and net computed from them.
 */
import { fromMinor, percentOf, toMinor } from '../../money';
import { badRequest } from '../../types';
import { enter } from './access';
import { keepImage, type Deps, type Handlers } from './context';
import { pageOf } from './crud';
import { amountOf } from './inventory';
import { checkRange } from './invoices';
import { checkStatus, moveOrder, orderView, payoutView } from './marketplace-orders';
import { rowsOf, type AffiliateProductRow, type AffiliateRow, type BusinessStore, type DisputeRow, type Schemas } from './store';
import { matches, matchesPhone, mustFind, newestFirst, now } from '../../table';

export const MARKET_PAGE = 100;
const ORDER_STATUSES: readonly Schemas['Order']['status'][] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
];
const PAYOUT_STATUSES: readonly Schemas['Payout']['status'][] = ['pending', 'processing', 'paid', 'failed'];
const DISPUTE_STATUSES: readonly Schemas['Dispute']['status'][] = ['open', 'under_review', 'resolved', 'rejected'];
const MAX_DISPUTE_IMAGES = 5;
const CLOSED_DISPUTES: readonly Schemas['Dispute']['status'][] = ['resolved', 'rejected'];

function productView(store: BusinessStore, row: AffiliateProductRow): Schemas['AffiliateProduct'] | null {
  const item = store.inventory.get(row._item);
  if (!item?.is_published || !item.active) return null;
  return {
    id: item.id,
    name: item.name,
    unit_price: item.unit_price,
    currency: item.currency,
    commission_rate: row.commission_rate,
    commission_amount: percentOf(item.unit_price, row.commission_rate, 'half_up'),
    units_sold: row.units_sold,
    image: item.image,
  };
}

function affiliateView(store: BusinessStore, row: AffiliateRow): Schemas['Affiliate'] {
  const sold = store.affiliateProducts
    .where((p) => p._affiliate === row.id)
    .reduce((sum, p) => sum + toMinor(store.inventory.get(p._item)?.unit_price ?? '0') * BigInt(p.units_sold), 0n);
  return { ...row, total_sales: fromMinor(sold) };
}

function disputeView(store: BusinessStore, row: DisputeRow): Schemas['Dispute'] {
  return { ...row, order_number: store.orders.get(row.order)?.order_number ?? String(row.order) };
}

export function marketplaceHandlers(
  deps: Deps,
): Handlers<
  | 'listMarketplaceOrders'
  | 'getMarketplaceOrder'
  | 'updateMarketplaceOrderStatus'
  | 'listMarketplacePayouts'
  | 'getMarketplacePayout'
  | 'listMarketplaceAffiliates'
  | 'getMarketplaceAffiliate'
  | 'listAffiliateProducts'
  | 'listMarketplaceDisputes'
  | 'getMarketplaceDispute'
  | 'listDisputeMessages'
  | 'createDisputeMessage'
  | 'listDeliveryFees'
  | 'patchDeliveryFee'
> {
  const { store } = deps;
  return {
    listMarketplaceOrders: (req) => {
      const { business } = enter(store, req, 'listMarketplaceOrders');
      const { status, search, start_date, end_date } = req.query;
      checkStatus(status, ORDER_STATUSES);
      checkRange(start_date, end_date);
      const rows = rowsOf(store.orders, business.id)
        .filter(
          (o) =>
            (status === undefined || o.status === status) &&
            (start_date === undefined || o.created_at.slice(0, 10) >= start_date) &&
            (end_date === undefined || o.created_at.slice(0, 10) <= end_date) &&
            (matches(search, o.order_number, o.customer.name, o.customer.email) || matchesPhone(search, o.customer.phone_number)),
        )
        .sort(newestFirst)
        .map(orderView);
      return { status: 200, body: pageOf(rows, req.query, req.url, MARKET_PAGE) };
    },
    getMarketplaceOrder: (req) => {
      const { business } = enter(store, req, 'getMarketplaceOrder');
      return { status: 200, body: orderView(mustFind(store.orders, req.params.id, { _business: business.id })) };
    },
    updateMarketplaceOrderStatus: (req) => {
      const { business } = enter(store, req, 'updateMarketplaceOrderStatus');
      const order = mustFind(store.orders, req.params.id, { _business: business.id });
      return { status: 200, body: orderView(moveOrder(store, order, req.body, now())) };
    },
    listMarketplacePayouts: (req) => {
      const { business } = enter(store, req, 'listMarketplacePayouts');
      const { status, start_date, end_date } = req.query;
      checkStatus(status, PAYOUT_STATUSES);
      checkRange(start_date, end_date);
      const rows = rowsOf(store.payouts, business.id)
        .filter(
          (p) =>
            (status === undefined || p.status === status) &&
            (start_date === undefined || p.created_at.slice(0, 10) >= start_date) &&
            (end_date === undefined || p.created_at.slice(0, 10) <= end_date),
        )
        .sort(newestFirst)
        .map((p) => payoutView(store, p));
      return { status: 200, body: pageOf(rows, req.query, req.url, MARKET_PAGE) };
    },
    getMarketplacePayout: (req) => {
      const { business } = enter(store, req, 'getMarketplacePayout');
      return { status: 200, body: payoutView(store, mustFind(store.payouts, req.params.id, { _business: business.id })) };
    },
    listMarketplaceAffiliates: (req) => {
      const { business } = enter(store, req, 'listMarketplaceAffiliates');
      const rows = rowsOf(store.affiliates, business.id)
        .filter((a) => matches(req.query.search, a.name, a.email))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((a) => affiliateView(store, a));
      return { status: 200, body: pageOf(rows, req.query, req.url, MARKET_PAGE) };
    },
    getMarketplaceAffiliate: (req) => {
      const { business } = enter(store, req, 'getMarketplaceAffiliate');
      return { status: 200, body: affiliateView(store, mustFind(store.affiliates, req.params.id, { _business: business.id })) };
    },
    listAffiliateProducts: (req) => {
      const { business } = enter(store, req, 'listAffiliateProducts');
      const affiliate = mustFind(store.affiliates, req.params.id, { _business: business.id });
      const products = store.affiliateProducts
        .where((p) => p._affiliate === affiliate.id)
        .flatMap((p) => productView(store, p) ?? [])
        .sort((a, b) => b.units_sold - a.units_sold || a.id - b.id);
      return { status: 200, body: pageOf(products, req.query, req.url, MARKET_PAGE) };
    },
    listMarketplaceDisputes: (req) => {
      const { business } = enter(store, req, 'listMarketplaceDisputes');
      const { status } = req.query;
      checkStatus(status, DISPUTE_STATUSES);
      const rows = rowsOf(store.disputes, business.id)
        .filter((d) => status === undefined || d.status === status)
        .sort(newestFirst)
        .map((d) => disputeView(store, d));
      return { status: 200, body: pageOf(rows, req.query, req.url, MARKET_PAGE) };
    },
    getMarketplaceDispute: (req) => {
      const { business } = enter(store, req, 'getMarketplaceDispute');
      return { status: 200, body: disputeView(store, mustFind(store.disputes, req.params.id, { _business: business.id })) };
    },
    listDisputeMessages: (req) => {
      const { business } = enter(store, req, 'listDisputeMessages');
      const dispute = mustFind(store.disputes, req.params.id, { _business: business.id });
      const thread = store.disputeMessages
        .where((m) => m._dispute === dispute.id)
        .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
      return { status: 200, body: thread };
    },
    createDisputeMessage: (req) => {
      const { business } = enter(store, req, 'createDisputeMessage');
      const dispute = mustFind(store.disputes, req.params.id, { _business: business.id });
      if (CLOSED_DISPUTES.includes(dispute.status))
        throw badRequest({}, `This dispute is ${dispute.status}: no more messages can be sent.`);
      const { images } = req.body;
      const files: unknown[] = images === undefined ? [] : Array.isArray(images) ? images : [images];
      if (files.length > MAX_DISPUTE_IMAGES) throw badRequest({ images: [`Attach at most ${MAX_DISPUTE_IMAGES} images.`] });
      const urls = files.map((file) => keepImage(deps, file, 'images'));
      const at = now();
      const row = store.disputeMessages.insert({
        sender: { id: business.id, name: business.name, is_business: true },
        message: req.body.message,
        images: urls,
        is_proposal: req.body.is_proposal ?? false,
        created_at: at,
        _dispute: dispute.id,
        _business: business.id,
      });
      store.disputes.update(dispute.id, { updated_at: at });
      return { status: 201, body: row };
    },
    listDeliveryFees: (req) => {
      const { business } = enter(store, req, 'listDeliveryFees');
      const rows = rowsOf(store.deliveryFees, business.id).sort(
        (a, b) => a.state.localeCompare(b.state) || a.location.localeCompare(b.location),
      );
      return { status: 200, body: pageOf(rows, req.query, req.url, MARKET_PAGE) };
    },
    patchDeliveryFee: (req) => {
      const { business } = enter(store, req, 'patchDeliveryFee');
      const fee = mustFind(store.deliveryFees, req.params.id, { _business: business.id });
      const { amount, active } = req.body;
      const changes = {
        ...(amount === undefined ? {} : { amount: amountOf(amount, 'amount') }),
        ...(active === undefined ? {} : { active }),
      };
      return { status: 200, body: store.deliveryFees.update(fee.id, changes)! };
    },
  };
}
