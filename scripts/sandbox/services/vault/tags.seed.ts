/** The demo vaults' tags. */
import type { DemoVault, VaultSeed } from './seeding';

export const TAGS: Record<DemoVault, [name: string, color: string][]> = {
  owner: [
    ['Tax', '#DC2626'],
    ['Customer', '#2563EB'],
    ['Supplier', '#D97706'],
    ['HR', '#7C3AED'],
    ['Legal', '#059669'],
    ['Urgent', '#DB2777'],
  ],
  personal: [
    ['Family', '#0EA5E9'],
    ['Finance', '#16A34A'],
  ],
};

export function seedTags(seed: VaultSeed): void {
  for (const [name, color] of TAGS[seed.who]) seed.tags.set(name, seed.store.tags.insert({ _owner: seed.owner, name, color }).id);
}
