/** Seeds the demo users' vaults (seed-data.ts); other users start with an empty vault. */
import { createHash } from 'node:crypto';
import { filesOf, placeholderFor } from '../../files';
import type { SandboxState } from '../../state';
import { daysAgo, iso, ownedBy, rng } from '../../table';
import { OWNER_VAULT, PERSONAL_VAULT, type SeedVault } from './seed-data';
import { hashSharePassword } from './shares';
import { mimetypeOf } from './sizes';
import { storeOf } from './store';

/** A seed time `age` days before the seed clock, at a varied time of the working day. */
function stamp(age: number, random: ReturnType<typeof rng>): string {
  return iso(new Date(daysAgo(age).getTime() + random.int(0, 8 * 60) * 60_000));
}

function seedVault(state: SandboxState, vault: SeedVault, seed: number): void {
  const owner = state.auth.findByEmail(vault.email)?.id;
  const store = storeOf(state);
  if (owner === undefined || ownedBy(store.folders, owner).length > 0) return;
  const random = rng(seed);
  const lifeCycle = (item: { archived?: boolean; binned?: number }) => ({
    _archived: item.archived ?? false,
    _deleted: item.binned !== undefined,
    _deleted_at: item.binned === undefined ? null : stamp(item.binned, random),
  });

  const tags = new Map(vault.tags.map(([name, color]) => [name, store.tags.insert({ _owner: owner, name, color }).id]));
  const folders = new Map<string, number>();
  for (const folder of vault.folders) {
    const created = stamp(folder.age, random);
    const row = store.folders.insert({
      _owner: owner,
      name: folder.name,
      description: folder.description ?? null,
      parent: folder.parent ? folders.get(folder.parent)! : null,
      is_starred: folder.starred ?? false,
      created_at: created,
      updated_at: folder.archived ? stamp(Math.max(0, folder.age - 30), random) : created,
      ...lifeCycle(folder),
    });
    folders.set(folder.key, row.id);
  }

  const files = new Map<string, number>();
  for (const file of vault.files) {
    const created = stamp(file.age, random);
    const row = store.files.insert({
      _owner: owner,
      name: file.name,
      description: file.description ?? null,
      mimetype: mimetypeOf('', file.name),
      hash: createHash('sha256').update(`ledgerly-vault-seed:${owner}:${file.name}`).digest('hex'),
      access: file.access ?? 'public',
      folder: file.folder ? folders.get(file.folder)! : null,
      is_starred: file.starred ?? false,
      tags: (file.tags ?? []).map((name) => tags.get(name)!),
      created_at: created,
      updated_at: file.archived ? stamp(Math.max(0, file.age - 20), random) : created,
      _bytes: file.bytes,
      ...lifeCycle(file),
    });
    files.set(file.name, row.id);
    filesOf(state).put({ id: row.hash, name: row.name, ...placeholderFor(row.name, row.mimetype, row.id) });
  }

  for (const share of vault.shares) {
    store.shares.insert({
      _owner: owner,
      _uuid: share.uuid,
      file: files.get(share.file)!,
      access: share.password ? 'restricted' : 'public',
      _password_hash: share.password ? hashSharePassword(state, share.uuid, share.password) : null,
      expires_at: null,
      created_at: stamp(share.age, random),
      views: share.views,
    });
  }

  for (const kin of vault.nextOfKin) store.nextOfKins.insert({ _owner: owner, ...kin, created_at: stamp(90, random) });
}

export function seedVaults(state: SandboxState): void {
  seedVault(state, OWNER_VAULT, 7001);
  seedVault(state, PERSONAL_VAULT, 7002);
}
