/** The person's own labels for files (not the business inventory tags). Tags cannot be removed (D6). */
import { badRequest } from '../../types';
import { nonBlank, ownerOf, type Deps, type Handlers } from './context';
import type { VaultStore } from './store';
import { byName, ownedBy } from '../../table';

export const DEFAULT_TAG_COLOR = '#6B7280';

/** Tag ids given in a body: each must be one of the person's tags (400 under `tags`). */
export function checkTags(store: VaultStore, owner: number, ids: readonly number[] | undefined): number[] | undefined {
  if (ids === undefined) return undefined;
  const unknown = ids.filter((id) => store.tags.get(id)?._owner !== owner);
  if (unknown.length > 0) throw badRequest({ tags: [`Unknown tag: ${unknown.join(', ')}.`] });
  return [...new Set(ids)];
}

export function tagHandlers({ store }: Deps): Handlers<'listVaultTags' | 'createVaultTag'> {
  return {
    listVaultTags: (req) => ({
      status: 200,
      body: ownedBy(store.tags, ownerOf(req))
        .sort(byName)
        .map(({ id, name, color }) => ({ id, name, color })),
    }),
    createVaultTag: (req) => {
      const owner = ownerOf(req);
      const name = nonBlank(req.body.name, 'name', 50);
      if (ownedBy(store.tags, owner).some((t) => t.name.toLowerCase() === name.toLowerCase())) {
        throw badRequest({ name: ['You already have a tag with this name.'] });
      }
      const row = store.tags.insert({ _owner: owner, name, color: req.body.color ?? DEFAULT_TAG_COLOR });
      return { status: 201, body: { id: row.id, name: row.name, color: row.color } };
    },
  };
}
