/** Storage used against the allowance, counted over every file the person has (archived and binned too). */
import { badRequest } from '../../types';
import { ownerOf, type Deps, type Handlers } from './context';
import { GROUPS, STORAGE_LIMIT_BYTES, displaySize, groupOf } from './sizes';
import type { VaultStore } from './store';
import { ownedBy } from '../../table';

export function usedBytes(store: VaultStore, owner: number): number {
  return ownedBy(store.files, owner).reduce((sum, f) => sum + f._bytes, 0);
}

/** Refuses `extra` bytes that would take the person past the allowance: 400 under `field`, or `detail`. */
export function ensureRoom(store: VaultStore, owner: number, extra: number, field?: string): void {
  if (usedBytes(store, owner) + extra <= STORAGE_LIMIT_BYTES) return;
  const limit = displaySize(STORAGE_LIMIT_BYTES);
  const message = `This would take your vault past its ${limit.value.replace(/\.00$/, '')} ${limit.unit} storage limit. Free up space first.`;
  throw field ? badRequest({ [field]: [message] }) : badRequest({}, message);
}

export function storageHandlers({ store }: Deps): Handlers<'getVaultStorageUsage'> {
  return {
    getVaultStorageUsage: (req) => {
      const owner = ownerOf(req);
      const files = ownedBy(store.files, owner);
      const used = usedBytes(store, owner);
      const usedDisplay = displaySize(used);
      const limitDisplay = displaySize(STORAGE_LIMIT_BYTES);
      return {
        status: 200,
        body: {
          used_bytes: used,
          limit_bytes: STORAGE_LIMIT_BYTES,
          used: usedDisplay.value,
          used_unit: usedDisplay.unit,
          limit: limitDisplay.value,
          limit_unit: limitDisplay.unit,
          percent_used: Math.round((used / STORAGE_LIMIT_BYTES) * 10_000) / 100,
          by_type: GROUPS.map((group) => {
            const inGroup = files.filter((f) => groupOf(f.mimetype) === group);
            return { mimetype_group: group, bytes: inGroup.reduce((sum, f) => sum + f._bytes, 0), count: inGroup.length };
          }),
        },
      };
    },
  };
}
