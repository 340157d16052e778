/** The demo vaults' share links, one of them restricted (README: vault). */
import { stamp, type DemoVault, type VaultSeed } from './seeding';
import { hashSharePassword } from './shares';

/** The restricted demo share's password (README: vault). */
export const DEMO_SHARE_PASSWORD = 'share123';
export const DEMO_PUBLIC_SHARE = '3f6c1b2a-8d4e-4f7a-9b1c-2e5d7a9c0f11';
export const DEMO_RESTRICTED_SHARE = '7a2e9c4d-1b3f-4e6a-8c5d-0f9b2a4e6c22';

export interface SeedShare {
  uuid: string;
  file: string;
  age: number;
  views: number;
  password?: string;
}

export const SHARES: Record<DemoVault, SeedShare[]> = {
  owner: [
    { uuid: DEMO_PUBLIC_SHARE, file: 'Lekki Showroom walkthrough.mp4', age: 20, views: 14 },
    {
      uuid: DEMO_RESTRICTED_SHARE,
      file: 'Certificate of Incorporation - RC 1452876.pdf',
      age: 9,
      views: 2,
      password: DEMO_SHARE_PASSWORD,
    },
  ],
  personal: [{ uuid: '5c8d2e1f-6a4b-4c9d-8e7f-1a2b3c4d5e33', file: 'Wedding highlights.mp4', age: 95, views: 31 }],
};

export function seedShares(seed: VaultSeed): void {
  for (const share of SHARES[seed.who]) {
    seed.store.shares.insert({
      _owner: seed.owner,
      _uuid: share.uuid,
      file: seed.files.get(share.file)!,
      access: share.password ? 'restricted' : 'public',
      _password_hash: share.password ? hashSharePassword(seed.state, share.uuid, share.password) : null,
      expires_at: null,
      created_at: stamp(seed, share.age),
      views: share.views,
    });
  }
}
