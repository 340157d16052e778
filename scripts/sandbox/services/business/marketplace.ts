/**
 * The marketplace (the owner's, decision D8): orders for the business's published items, payouts
 * (read-only), affiliates with the items they promote and their commission, disputes with their
 * message threads, and delivery fees per area. Lists answer 100 per page by default.
 */
import { fromMinor, percentOf, toMinor } from '../../money';
import { badRequest } from '../../types';
import { enter } from './access';
import { keepImage, type Deps, type Handlers } from './context';
import { pageOf } from './crud';
import { amountOf } from './inventory';
import { rowsOf, type AffiliateProductRow, type AffiliateRow, type BusinessStore, type Schemas } from './store';
import { mustFind, newestFirst, now } from '../../table';

export const MARKET_PAGE = 100;
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

export function marketplaceHandlers(
  deps: Deps,
): Handlers<
  | 'listMarketplaceOrders'
  | 'getMarketplaceOrder'
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
      return { status: 200, body: pageOf(rowsOf(store.orders, business.id).sort(newestFirst), req.query, req.url, MARKET_PAGE) };
    },
    getMarketplaceOrder: (req) => {
      const { business } = enter(store, req, 'getMarketplaceOrder');
      return { status: 200, body: mustFind(store.orders, req.params.id, { _business: business.id }) };
    },
    listMarketplacePayouts: (req) => {
      const { business } = enter(store, req, 'listMarketplacePayouts');
      return { status: 200, body: pageOf(rowsOf(store.payouts, business.id).sort(newestFirst), req.query, req.url, MARKET_PAGE) };
    },
    getMarketplacePayout: (req) => {
      const { business } = enter(store, req, 'getMarketplacePayout');
      return { status: 200, body: mustFind(store.payouts, req.params.id, { _business: business.id }) };
    },
    listMarketplaceAffiliates: (req) => {
      const { business } = enter(store, req, 'listMarketplaceAffiliates');
      const rows = rowsOf(store.affiliates, business.id)
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
      return {
        status: 200,
        body: pageOf(rowsOf(store.disputes, business.id).sort(newestFirst), req.query, req.url, MARKET_PAGE),
      };
    },
    getMarketplaceDispute: (req) => {
      const { business } = enter(store, req, 'getMarketplaceDispute');
      return { status: 200, body: mustFind(store.disputes, req.params.id, { _business: business.id }) };
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
