/** Shared component-test fixtures: one demo business and its owner's membership (D8). */
import type { BusinessSchemas } from '@/api/types';
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

type InventoryItem = BusinessSchemas['InventoryItem'];

/** An inventory item as the business service returns it: 'Item 0001' for id 1, a naira product. */
export const anInventoryItem = (id: number, fields: Partial<InventoryItem> = {}): InventoryItem => ({
  id,
  name: `Item ${String(id).padStart(4, '0')}`,
  tags: [],
  currency: 'NGN',
  type: 'product',
  unit_price: '1500.00',
  cost_price: '1000.00',
  user: 501,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 10,
  location: 21,
  active: true,
  supplier: null,
  unit: 'piece',
  is_published: false,
  low_stock_threshold: null,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
  ...fields,
});
