/**
 * The vault browser's URL state (decision 0025): which place is shown is the path (`/vault`,
 * `/vault/folders/$folderId`, `/vault/favourites`, `/vault/archived`, `/vault/bin`); the search
 * holds `?q=` (name search in the place), `?sort=` (name, date or size, '-' first for
 * descending; absent: folders and files by name) and `?tag=` (a tag id: files with it). A bad
 * value falls back to none.
 */
import { oneOf, parseSearch, positiveInt, text } from '@/lib/search-params';

export const VAULT_SORT_KEYS = ['name', 'date', 'size'] as const;
export type VaultSortKey = (typeof VAULT_SORT_KEYS)[number];
export const VAULT_SORTS = [...VAULT_SORT_KEYS, ...VAULT_SORT_KEYS.map((key) => `-${key}` as const)] as const;
export type VaultSort = (typeof VAULT_SORTS)[number];

export const parseVaultSearch = parseSearch({
  q: text({ max: 255 }),
  sort: oneOf(VAULT_SORTS),
  tag: positiveInt,
});

export type VaultSearch = ReturnType<typeof parseVaultSearch>;

/** Where the browser is. */
export type VaultPlace =
  { kind: 'root' } | { kind: 'folder'; id: number } | { kind: 'favourites' } | { kind: 'archived' } | { kind: 'bin' };
