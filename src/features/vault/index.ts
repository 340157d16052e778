/** The vault feature: the page loads lazily with its route; query options for the loader. */

export { rootFilesQuery, rootFoldersQuery } from './api/vault.queries';
