/**
 * The subscription service: packages (shared catalogue) and one subscription history per user.
 * Card and wallet payments succeed at once; a bank transfer stays pending. The magic card
 * behaviour: none here (payment magic values live in banking).
 */
import type { components, operations } from '../../../../src/api/generated/subscription';
import { defineService } from '../../module';
import { Table, TableStore, defineStore, daysAgo, iso } from '../../table';
import { badRequest, requireUser } from '../../types';

type Package = components['schemas']['Package'];
type Subscription = components['schemas']['Subscription'];

const CYCLE_DATE = iso(new Date('2025-01-01T00:00:00Z'));
const monthly = { cycle_id: 1, cycle_name: 'Monthly', created_date: CYCLE_DATE, last_updated: CYCLE_DATE };
const yearly = { cycle_id: 2, cycle_name: 'Yearly', created_date: CYCLE_DATE, last_updated: CYCLE_DATE };

export const PACKAGES: Package[] = [
  {
    package_id: 1,
    name: 'Starter',
    description: 'For a single shop getting organised.',
    price: '5000.00',
    currency: 'NGN',
    features: ['1 location', 'Up to 3 staff', 'Invoices and receipts', 'Inventory up to 500 items'],
    billing_cycle: monthly,
    created_date: CYCLE_DATE,
    last_updated: CYCLE_DATE,
  },
  {
    package_id: 2,
    name: 'Growth',
    description: 'For growing businesses with several branches.',
    price: '15000.00',
    currency: 'NGN',
    features: ['Up to 5 locations', 'Up to 20 staff', 'Roles and permissions', 'Marketplace', 'Reports'],
    billing_cycle: monthly,
    created_date: CYCLE_DATE,
    last_updated: CYCLE_DATE,
  },
  {
    package_id: 3,
    name: 'Growth (yearly)',
    description: 'Growth, paid yearly: two months free.',
    price: '150000.00',
    currency: 'NGN',
    features: ['Up to 5 locations', 'Up to 20 staff', 'Roles and permissions', 'Marketplace', 'Reports'],
    billing_cycle: yearly,
    created_date: CYCLE_DATE,
    last_updated: CYCLE_DATE,
  },
  {
    package_id: 4,
    name: 'Business USD',
    description: 'For US-based businesses, billed in dollars.',
    price: '29.00',
    currency: 'USD',
    features: ['Unlimited locations', 'Unlimited staff', 'USD banking', 'Priority support'],
    billing_cycle: monthly,
    created_date: CYCLE_DATE,
    last_updated: CYCLE_DATE,
  },
];

interface SubscriptionRow {
  id: number;
  _user: number;
  package_id: number;
  payment_method: Subscription['payment_method'];
  payment_status: Subscription['payment_status'];
  status: Subscription['status'];
  start_date: string;
  end_date: string;
  created_date: string;
  last_updated: string;
}

class SubscriptionStore extends TableStore {
  subscriptions = new Table<SubscriptionRow>('subscriptions', 500);
}

const storeOf = defineStore('subscription', () => new SubscriptionStore());

function view(row: SubscriptionRow): Subscription {
  const pkg = PACKAGES.find((p) => p.package_id === row.package_id)!;
  return {
    subscription_id: row.id,
    package: pkg,
    payment_method: row.payment_method,
    currency: pkg.currency,
    payment_status: row.payment_status,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    created_date: row.created_date,
    last_updated: row.last_updated,
  };
}

/** Yearly when the cycle name does not contain 'monthly' (spec section 3). */
export function periodEnd(start: Date, cycleName: string): Date {
  const end = new Date(start);
  if (cycleName.toLowerCase().includes('monthly')) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

export const subscriptionModule = defineService<operations>(
  'subscription',
  (state) => {
    const store = storeOf(state);
    return {
      listPackages: () => ({ status: 200, body: { results: PACKAGES } }),
      getSubscription: (req) => {
        const user = requireUser(req);
        const latest = store.subscriptions.where((s) => s._user === user.id).sort((a, b) => b.id - a.id)[0];
        return { status: 200, body: { data: latest ? view(latest) : null } };
      },
      createSubscription: (req) => {
        const user = requireUser(req);
        const pkg = PACKAGES.find((p) => p.package_id === req.body.package_id);
        if (!pkg) throw badRequest({ package_id: ['Choose one of the available packages.'] });
        const now = new Date();
        for (const old of store.subscriptions.where((s) => s._user === user.id && (s.status === 'active' || s.status === 'pending'))) {
          store.subscriptions.update(old.id, { status: 'cancelled', last_updated: iso(now) });
        }
        const immediate = req.body.payment_method !== 'bank_transfer';
        const row = store.subscriptions.insert({
          _user: user.id,
          package_id: pkg.package_id,
          payment_method: req.body.payment_method,
          payment_status: immediate ? 'paid' : 'pending',
          status: immediate ? 'active' : 'pending',
          start_date: iso(now),
          end_date: iso(periodEnd(now, pkg.billing_cycle.cycle_name)),
          created_date: iso(now),
          last_updated: iso(now),
        });
        return { status: 201, body: { data: view(row) } };
      },
    };
  },
  (state) => {
    const store = storeOf(state);
    const start = daysAgo(12);
    store.subscriptions.insert({
      _user: 1,
      package_id: 2,
      payment_method: 'card',
      payment_status: 'paid',
      status: 'active',
      start_date: iso(start),
      end_date: iso(periodEnd(start, 'Monthly')),
      created_date: iso(start),
      last_updated: iso(start),
    });
  },
);
