/** The subscription service's data: one subscription history per user. */
import type { components } from '../../../../src/api/generated/subscription';
import { Table, TableStore, defineStore } from '../../table';

type Subscription = components['schemas']['Subscription'];

export interface SubscriptionRow {
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
  /** The `Idempotency-Key` it was created under (designed, issue 19), and its request's fingerprint. */
  _key?: string | null;
  _fingerprint?: string;
}

export class SubscriptionStore extends TableStore {
  subscriptions = new Table<SubscriptionRow>('subscriptions', 500);
}

export const storeOf = defineStore('subscription', () => new SubscriptionStore());
