/** The demo businesses themselves, with their locations and inventory tags (README: demo data). */
import { DEFAULT_TAG } from './businesses';
import { at, type BusinessSeed, type DemoBusinessId } from './seeding';

export interface BusinessProfile {
  id: DemoBusinessId;
  name: string;
  category: number;
  currency: 'NGN' | 'USD';
  email: string;
  phone: string;
  address: string;
  createdDaysAgo: number;
  locations: { id: number; name: string; address: string; phone: string }[];
  tags: string[];
}

/** A Lagos fabric and tailoring business in naira (three locations) and a Houston Nigerian kitchen in dollars (two). */
export const PROFILES: BusinessProfile[] = [
  {
    id: 12,
    name: 'Adaeze Fabrics & Tailoring',
    category: 3,
    currency: 'NGN',
    email: 'hello@adaezefabrics.ng',
    phone: '+2348031234567',
    address: '14 Balogun Street, Lagos Island, Lagos',
    createdDaysAgo: 400,
    locations: [
      { id: 21, name: 'Balogun Market Shop', address: '14 Balogun Street, Lagos Island, Lagos', phone: '+2348031234567' },
      { id: 22, name: 'Lekki Showroom', address: 'Plot 5 Admiralty Way, Lekki Phase 1, Lagos', phone: '+2348029876543' },
      {
        id: 23,
        name: 'Surulere Tailoring Workshop',
        address: '27 Adeniran Ogunsanya Street, Surulere, Lagos',
        phone: '08034561290',
      },
    ],
    tags: ['Yards', 'Bundle', 'Set', 'Roll'],
  },
  {
    id: 15,
    name: "Mama Nkechi's Kitchen LLC",
    category: 2,
    currency: 'USD',
    email: 'hello@mamankechiskitchen.com',
    phone: '+17135550123',
    address: '9700 Bissonnet St, Houston, TX 77036',
    createdDaysAgo: 380,
    locations: [
      { id: 40, name: 'Bissonnet Kitchen', address: '9700 Bissonnet St, Houston, TX 77036', phone: '+17135550123' },
      { id: 41, name: 'Katy Pickup Counter', address: '23501 Cinco Ranch Blvd, Katy, TX 77494', phone: '+12815550187' },
    ],
    tags: ['Tray', 'Quart', 'Dozen', 'Bottle'],
  },
];

export function seedBusiness(seed: BusinessSeed): void {
  const { store } = seed;
  const spec = PROFILES.find((p) => p.id === seed.id)!;
  store.businesses.insert({
    id: spec.id,
    name: seed.name,
    _category: spec.category,
    currency: seed.currency,
    email: spec.email,
    phone_number: spec.phone,
    address: spec.address,
    logo: null,
    owner: seed.owner,
    created_at: at(spec.createdDaysAgo),
  });
  spec.locations.forEach((l, i) => {
    const row = store.locations.insert({
      id: l.id,
      name: l.name,
      address: l.address,
      phone_number: l.phone,
      active: true,
      created_at: at(spec.createdDaysAgo - i * 45),
      _business: seed.id,
    });
    seed.locations.push(row.id);
  });
  for (const name of [DEFAULT_TAG, ...spec.tags]) store.tags.insert({ name, _business: seed.id });
}
