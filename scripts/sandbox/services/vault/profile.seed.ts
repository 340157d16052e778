/** The demo vaults' next of kin. */
import { stamp, type DemoVault, type VaultSeed } from './seeding';
import type { Schemas } from './store';

export const NEXT_OF_KIN: Record<DemoVault, Omit<Schemas['NextOfKin'], 'id' | 'created_at'>[]> = {
  owner: [
    {
      first_name: 'Chinedu',
      last_name: 'Okafor',
      relationship: 'spouse',
      email: 'chinedu.okafor@gmail.com',
      phone_number: '+2348023456789',
      address: '12 Bourdillon Road, Ikoyi, Lagos',
    },
  ],
  personal: [
    {
      first_name: 'Folake',
      last_name: 'Bello',
      relationship: 'sibling',
      email: null,
      phone_number: '08051234567',
      address: '4 Herbert Macaulay Way, Yaba, Lagos',
    },
  ],
};

export function seedNextOfKin(seed: VaultSeed): void {
  for (const kin of NEXT_OF_KIN[seed.who])
    seed.store.nextOfKins.insert({ _owner: seed.owner, ...kin, created_at: stamp(seed, 90) });
}
