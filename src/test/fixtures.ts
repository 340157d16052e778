/** Shared component-test fixtures: one demo business and its owner's membership (D8). */
import type { Business, Membership } from '@/features/business';

export const TEST_BUSINESS = {
  id: 12,
  name: 'Adaeze Fabrics',
  category: { id: 3, name: 'Fashion' },
  currency: 'NGN',
  email: 'hello@adaeze.ng',
  phone_number: '+2348031234567',
  address: '14 Balogun Street',
  logo: null,
  owner: 1,
  locations: [],
  created_at: '2026-01-10T09:00:00Z',
} satisfies Business;

export const TEST_OWNER: Membership = { business_id: 12, member_id: null, is_owner: true, role: null, permissions: [] };
