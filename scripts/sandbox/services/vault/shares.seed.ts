/** The demo vaults' share links: one restricted, one expired (README: vault). */
import { daysAgo, iso } from '../../table';
import { stamp, type DemoVault, type VaultSeed } from './seeding';
import { hashSharePassword } from './shares';

/** The restricted demo share's password (README: vault). */
export const DEMO_SHARE_PASSWORD = 'share123';
export const DEMO_PUBLIC_SHARE = '3f6c1b2a-8d4e-4f7a-9b1c-2e5d7a9c0f11';
export const DEMO_RESTRICTED_SHARE = '7a2e9c4d-1b3f-4e6a-8c5d-0f9b2a4e6c22';
/** A public link of the personal vault that expired (so the shared-file page's 'expired' can be seen). */
export const DEMO_EXPIRED_SHARE = '9d4f6b8a-3c2e-4d1f-a7b9-6e0c8d2f4a55';

export interface SeedShare {
  uuid: string;
  file: string;
  age: number;
  views: number;
  password?: string;
  /** Days before the seed clock the link stopped working; absent: it never expires. */
  expiredDaysAgo?: number;
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
  personal: [
    { uuid: '5c8d2e1f-6a4b-4c9d-8e7f-1a2b3c4d5e33', file: 'Wedding highlights.mp4', age: 95, views: 31 },
    { uuid: DEMO_EXPIRED_SHARE, file: 'Rent receipt - Yaba flat 2026.jpg', age: 40, views: 3, expiredDaysAgo: 10 },
  ],
};

export function seedShares(seed: VaultSeed): void {
  for (const share of SHARES[seed.who]) {
    seed.store.shares.insert({
      _owner: seed.owner,
      _uuid: share.uuid,
      file: seed.files.get(share.file)!,
      access: share.password ? 'restricted' : 'public',
      _password_hash: share.password ? hashSharePassword(seed.state, share.uuid, share.password) : null,
      expires_at: share.expiredDaysAgo === undefined ? null : iso(daysAgo(share.expiredDaysAgo)),
      // The expired link takes no draw from the seeded generator, so every other seeded row stays as it was.
      created_at: share.expiredDaysAgo === undefined ? stamp(seed, share.age) : iso(daysAgo(share.age)),
      views: share.views,
    });
  }
}
