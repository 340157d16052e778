/** Contract-typed marketplace records for the component tests. */
import type { BusinessSchemas } from '@/api/types';

type S = BusinessSchemas;

export const ORDER: S['Order'] = {
  id: 3005,
  order_number: 'AFT-20261115-005',
  customer: { name: 'Tolani Adeleke', email: 'tolani.adeleke@gmail.com', phone_number: '+2348031122334' },
  items: [
    { product: 2003, name: 'Swiss voile lace (5 yards)', quantity: 2, unit_price: '45000.00' },
    { product: 2004, name: 'Aso-oke gele', quantity: 1, unit_price: '12000.00' },
  ],
  total_amount: '104500.00',
  currency: 'NGN',
  status: 'processing',
  delivery_address: '7 Admiralty Road, Lekki Phase 1, Lagos',
  created_at: '2026-11-15T10:00:00Z',
  delivery_fee: '2500.00',
  payment_status: 'paid',
  tracking_note: null,
  status_history: [
    { status: 'pending', note: null, at: '2026-11-15T10:00:00Z' },
    { status: 'processing', note: null, at: '2026-11-15T12:00:00Z' },
  ],
  payout: null,
};

export const DISPUTE: S['Dispute'] = {
  id: 91,
  order: 3005,
  order_number: 'AFT-20261115-005',
  reason: 'The lace delivered is champagne, but I ordered white.',
  status: 'open',
  created_at: '2026-11-17T10:00:00Z',
  updated_at: '2026-11-17T15:00:00Z',
};

export const BUYER = { id: 12005, name: 'Tolani Adeleke', is_business: false };
export const SELLER = { id: 12, name: 'Adaeze Fabrics & Tailoring', is_business: true };

export const MESSAGES: S['DisputeMessage'][] = [
  {
    id: 2,
    sender: SELLER,
    message: 'We can send the white one today.',
    images: [],
    is_proposal: true,
    created_at: '2026-11-17T15:00:00Z',
  },
  {
    id: 1,
    sender: BUYER,
    message: 'I ordered white Swiss voile but received champagne.',
    images: ['http://127.0.0.1:4004/__files/dispute-1/photo.jpg'],
    is_proposal: false,
    created_at: '2026-11-17T10:00:00Z',
  },
];

export const FEES: S['DeliveryFee'][] = [
  { id: 11, location: 'Lekki', state: 'Lagos', amount: '2500.00', currency: 'NGN', active: true },
  { id: 12, location: 'Ikorodu', state: 'Lagos', amount: '4000.00', currency: 'NGN', active: false },
];

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
