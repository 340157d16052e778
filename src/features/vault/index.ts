/** The vault feature: pages load lazily with their routes; query options and URL state for the loaders. */

export {
  archivedQuery,
  binQuery,
  favouriteFilesQuery,
  favouriteFoldersQuery,
  folderQuery,
  rootFilesQuery,
  rootFoldersQuery,
  storageQuery,
  vaultTagsQuery,
} from './api/vault.queries';
export { parseVaultSearch, type VaultSearch } from './browser/search';

// File detail, sharing and next of kin (issue 17, items 3-5 and 8).
export { nextOfKinsQuery, vaultProfileQuery } from './next-of-kin/next-of-kin.queries';
