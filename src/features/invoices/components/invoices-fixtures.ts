/** Invoices for the area's component tests. */
import type { BusinessSchemas } from '@/api/types';

type Invoice = BusinessSchemas['Invoice'];

export const NGN = { id: 1, code: 'NGN', name: 'Nigerian Naira', symbol: '₦', active: true, created_at: '2026-01-01T00:00:00Z' };
export const USD = { id: 2, code: 'USD', name: 'US Dollar', symbol: '$', active: true, created_at: '2026-01-01T00:00:00Z' };

export const UNPAID: Invoice = {
  id: 2001,
  number: 'INV-000123',
  title: 'Wedding outfits for the Okafor family',
  customer: { id: 7, name: 'Chidi Okafor', email: 'chidi.okafor@gmail.com', phone_number: '+2348031234567' },
  currency: NGN,
  items: [
    { id: 1, inventory: 31, name: 'Ankara fabric (6 yards)', quantity: 2, unit_price: '12500.00', total: '25000.00' },
    { id: 2, inventory: 32, name: 'Tailoring', quantity: 1, unit_price: '8000.00', total: '8000.00' },
  ],
  member: { id: 3, first_name: 'Bola', last_name: 'Adeyemi' },
  receipt: null,
  total_amount: '33000.00',
  discount: '1000.00',
  vat: '7.5',
  vat_amount: '2400.00',
  total_amount_due: '34400.00',
  total_amount_paid: '0.00',
  total_balance: '34400.00',
  change: '0.00',
  sale_date: '2026-11-02',
  due_date: '2026-11-16',
  file: null,
  attachment: null,
  share: null,
  state: 'unpaid',
  note: null,
  location: 21,
  created_at: '2026-11-02T09:00:00Z',
  updated_at: '2026-11-02T09:00:00Z',
};

export const DRAFT: Invoice = { ...UNPAID, id: 2002, number: 'INV-000124', title: 'Aso-ebi draft', state: 'draft' };

export const PART_PAID: Invoice = {
  ...UNPAID,
  id: 2003,
  number: 'INV-000125',
  title: 'School uniforms',
  receipt: 501,
  total_amount_paid: '10000.00',
  total_balance: '24400.00',
  state: 'partially_paid',
};

export const DOLLARS: Invoice = {
  ...UNPAID,
  id: 2004,
  number: 'INV-000126',
  title: 'Export order',
  currency: USD,
  total_amount: '200.00',
  discount: '0.00',
  vat: '0',
  vat_amount: '0.00',
  total_amount_due: '200.00',
  total_balance: '150.00',
  total_amount_paid: '50.00',
  state: 'partially_paid',
};

export const page = (results: Invoice[]) => ({ count: results.length, next: null, previous: null, results });

/** Invoicing create and view only (109 create, 110 edit, 111 remove, 112 view): the cashier. */
export const CASHIER = {
  business_id: 12,
  member_id: 3,
  is_owner: false,
  role: { id: 3, name: 'Cashier' },
  permissions: [109, 112],
};
