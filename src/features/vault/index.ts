/** The vault feature: the page loads lazily with its route; query options for the loader. */

export { rootFilesQuery, rootFoldersQuery } from './api/vault.queries';

// File detail, sharing and next of kin (issue 17, items 3-5 and 8).
export { nextOfKinsQuery, vaultProfileQuery } from './next-of-kin/next-of-kin.queries';
