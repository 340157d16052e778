/**
 * The subscription service: packages (shared catalogue) and one subscription history per user.
 * Card and wallet payments succeed at once; a bank transfer stays pending. The magic card
 * behaviour: none here (payment magic values live in banking).
 */
import type { components, operations } from '../../../../src/api/generated/subscription';
import { defineService } from '../../module';
import { iso } from '../../table';
import { storeOf } from './store';
import { subscriptionHandlers } from './subscriptions';
import { seedSubscriptions } from './subscriptions.seed';

type Package = components['schemas']['Package'];

const CYCLE_DATE = iso(new Date('2025-01-01T00:00:00Z'));
const monthly = { cycle_id: 1, cycle_name: 'Monthly', created_date: CYCLE_DATE, last_updated: CYCLE_DATE };
const yearly = { cycle_id: 2, cycle_name: 'Yearly', created_date: CYCLE_DATE, last_updated: CYCLE_DATE };

/**
 * The package catalogue (shared by every user). It stays in this file: scripts/contract-drift.test.ts
 * changes the contract's package price and expects the compiler to point here.
 */
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

export const subscriptionModule = defineService<operations>(
  'subscription',
  (state) => subscriptionHandlers({ store: storeOf(state), packages: PACKAGES }),
  seedSubscriptions,
);
