/** The demo owner's active Growth subscription, started 12 days before the seed clock. */
import type { SandboxState } from '../../state';
import { daysAgo, iso } from '../../table';
import { storeOf } from './store';
import { periodEnd } from './subscriptions';

export function seedSubscriptions(state: SandboxState): void {
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
}
