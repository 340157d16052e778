/**
 * The vault service (openapi/vault.yaml): the signed-in person's files, folders, favourites,
 * archive, bin, tags, storage usage, share links, profile and next of kin. Everything belongs to
 * `req.user.id` (another person's item answers 404); new users start with an empty vault.
 */
import type { operations } from '../../../../src/api/generated/vault';
import { defineService } from '../../module';
import type { SandboxState } from '../../state';
import { ownedBy, rng } from '../../table';
import type { ServiceHandlers } from '../../types';
import type { Deps } from './context';
import { fileHandlers } from './files';
import { seedFiles } from './files.seed';
import { folderHandlers } from './folders';
import { seedFolders } from './folders.seed';
import { organiseHandlers } from './organise';
import { profileHandlers } from './profile';
import { seedNextOfKin } from './profile.seed';
import { DEMO_VAULT_EMAILS, type DemoVault, type VaultSeed } from './seeding';
import { shareHandlers } from './shares';
import { seedShares } from './shares.seed';
import { storageHandlers } from './storage';
import { storeOf } from './store';
import { tagHandlers } from './tags';
import { seedTags } from './tags.seed';

/** Every operation of the contract (a missing one fails tsc). */
export function vaultServiceHandlers(deps: Deps): ServiceHandlers<operations> {
  return {
    ...fileHandlers(deps),
    ...folderHandlers(deps),
    ...organiseHandlers(deps),
    ...tagHandlers(deps),
    ...storageHandlers(deps),
    ...shareHandlers(deps),
    ...profileHandlers(deps),
  };
}

/** Each area's seed, in the order it runs for each demo vault (one PRNG runs through them in this order). */
const AREA_SEEDS: ((seed: VaultSeed) => void)[] = [seedTags, seedFolders, seedFiles, seedShares, seedNextOfKin];

/** The demo users' vaults; other users start with an empty vault. */
function seedVaults(state: SandboxState): void {
  const store = storeOf(state);
  (['owner', 'personal'] as DemoVault[]).forEach((who, n) => {
    const owner = state.auth.findByEmail(DEMO_VAULT_EMAILS[who])?.id;
    if (owner === undefined || ownedBy(store.folders, owner).length > 0) return;
    const seed: VaultSeed = {
      who,
      state,
      store,
      owner,
      random: rng(7001 + n),
      tags: new Map(),
      folders: new Map(),
      files: new Map(),
    };
    for (const area of AREA_SEEDS) area(seed);
  });
}

export const vaultModule = defineService<operations>(
  'vault',
  (state) => vaultServiceHandlers({ state, store: storeOf(state) }),
  seedVaults,
);
