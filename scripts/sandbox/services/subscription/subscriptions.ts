/**
 * Subscriptions: the package catalogue, the user's current subscription and a new one. Card and
 * wallet payments succeed at once; a bank transfer stays pending.
 */
import type { components, operations } from '../../../../src/api/generated/subscription';
import { iso } from '../../table';
import { badRequest, requireUser, type ServiceHandlers } from '../../types';
import type { SubscriptionRow, SubscriptionStore } from './store';

type Package = components['schemas']['Package'];
type Subscription = components['schemas']['Subscription'];

export interface Deps {
  store: SubscriptionStore;
  packages: Package[];
}

function view(packages: Package[], row: SubscriptionRow): Subscription {
  const pkg = packages.find((p) => p.package_id === row.package_id)!;
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

export function subscriptionHandlers({ store, packages }: Deps): ServiceHandlers<operations> {
  return {
    listPackages: () => ({ status: 200, body: { results: packages } }),
    getSubscription: (req) => {
      const user = requireUser(req);
      const latest = store.subscriptions.where((s) => s._user === user.id).sort((a, b) => b.id - a.id)[0];
      return { status: 200, body: { data: latest ? view(packages, latest) : null } };
    },
    createSubscription: (req) => {
      const user = requireUser(req);
      const pkg = packages.find((p) => p.package_id === req.body.package_id);
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
      return { status: 201, body: { data: view(packages, row) } };
    },
  };
}
