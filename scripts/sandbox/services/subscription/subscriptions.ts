/**
 * Subscriptions: the package catalogue, the user's current subscription and a new one. Card and
 * wallet payments succeed at once; a bank transfer stays pending.
 */
import { createHash } from 'node:crypto';
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
    payment_instructions:
      row.payment_method === 'bank_transfer' && row.payment_status === 'pending' ? instructionsFor(pkg, row.id) : null,
  };
}

/** A repeated Idempotency-Key with another body (issue 19). */
export const SUBSCRIPTION_KEY_REUSED = 'This Idempotency-Key was already used for a different subscription.';

/** Where a bank transfer goes (designed, issue 19): the company's collection account in the package's currency. */
function instructionsFor(pkg: Package, id: number): NonNullable<Subscription['payment_instructions']> {
  const usd = pkg.currency === 'USD';
  return {
    bank_name: usd ? 'Evergreen Bank, Houston' : 'Providus Bank',
    account_name: 'Ledgerly Technologies Ltd',
    account_number: usd ? '4401 2290 18 (routing 111000025)' : '9902134485',
    amount: pkg.price,
    currency: pkg.currency,
    reference: `LGS-${id}`,
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
    listSubscriptionHistory: (req) => {
      const user = requireUser(req);
      const rows = store.subscriptions.where((s) => s._user === user.id).sort((a, b) => b.id - a.id);
      return { status: 200, body: { results: rows.map((row) => view(packages, row)) } };
    },
    createSubscription: (req) => {
      const user = requireUser(req);
      // A retry under the same Idempotency-Key (a double click, a lost answer) answers the first subscription.
      const key = req.headers['idempotency-key'] ?? null;
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([req.body.package_id, req.body.payment_method]))
        .digest('hex');
      if (key) {
        const seen = store.subscriptions.find((s) => s._user === user.id && s._key === key);
        if (seen) {
          if (seen._fingerprint !== fingerprint)
            throw badRequest({ 'Idempotency-Key': [SUBSCRIPTION_KEY_REUSED] }, SUBSCRIPTION_KEY_REUSED);
          return { status: 201, body: { data: view(packages, seen) } };
        }
      }
      const pkg = packages.find((p) => p.package_id === req.body.package_id);
      if (!pkg) throw badRequest({ package_id: ['Choose one of the available packages.'] });
      const now = new Date();
      for (const old of store.subscriptions.where(
        (s) => s._user === user.id && (s.status === 'active' || s.status === 'pending'),
      )) {
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
        _key: key,
        _fingerprint: fingerprint,
      });
      return { status: 201, body: { data: view(packages, row) } };
    },
  };
}
