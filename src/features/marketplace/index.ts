/**
 * The marketplace feature. Route configs import this index (query options for loaders);
 * the pages load lazily with their routes.
 */

export { marketplace, marketplaceQuery } from './api/marketplace.queries';
