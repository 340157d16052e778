/**
 * What the vault seed files share: one `VaultSeed` per demo user, which each area's seed function
 * (`<area>.seed.ts`) fills in turn, in the order index.ts lists them (one PRNG runs through them
 * all, so the order is part of the data). Ages are days before the seed clock; `binned` is how
 * many days ago an item went to the bin.
 */
import type { SandboxState } from '../../state';
import type { rng } from '../../table';
import { daysAgo, iso } from '../../table';
import type { VaultStore } from './store';

/** The demo users with a vault: owner@ledgerly.ng (user 1) and personal@ledgerly.ng (user 2). */
export type DemoVault = 'owner' | 'personal';
export const DEMO_VAULT_EMAILS: Record<DemoVault, string> = { owner: 'owner@ledgerly.ng', personal: 'personal@ledgerly.ng' };

export interface VaultSeed {
  who: DemoVault;
  state: SandboxState;
  store: VaultStore;
  owner: number;
  random: ReturnType<typeof rng>;
  tags: Map<string, number>;
  folders: Map<string, number>;
  files: Map<string, number>;
}

/** A seed time `age` days before the seed clock, at a varied time of the working day. */
export function stamp(seed: VaultSeed, age: number): string {
  return iso(new Date(daysAgo(age).getTime() + seed.random.int(0, 8 * 60) * 60_000));
}

/** The archive and bin fields of a seeded item. */
export const lifeCycle = (seed: VaultSeed, item: { archived?: boolean; binned?: number }) => ({
  _archived: item.archived ?? false,
  _deleted: item.binned !== undefined,
  _deleted_at: item.binned === undefined ? null : stamp(seed, item.binned),
});
