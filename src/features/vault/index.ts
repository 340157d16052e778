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
export { vaultSearchSchema, type VaultSearch } from './browser/search';
