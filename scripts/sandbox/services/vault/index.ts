/**
 * The vault service (openapi/vault.yaml): the signed-in person's files, folders, favourites,
 * archive, bin, tags, storage usage, share links, profile and next of kin. Everything belongs to
 * `req.user.id` (another person's item answers 404); new users start with an empty vault.
 */
import type { operations } from '../../../../src/api/generated/vault';
import { defineService } from '../../module';
import type { ServiceHandlers } from '../../types';
import type { Deps } from './context';
import { fileHandlers } from './files';
import { folderHandlers } from './folders';
import { organiseHandlers } from './organise';
import { profileHandlers } from './profile';
import { seedVaults } from './seed';
import { shareHandlers } from './shares';
import { storageHandlers } from './storage';
import { storeOf } from './store';
import { tagHandlers } from './tags';

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

export const vaultModule = defineService<operations>('vault', (state) => vaultServiceHandlers({ state, store: storeOf(state) }), seedVaults);
