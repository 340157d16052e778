/**
 * Tags (spec section 7, `tools/tags/`), from the resource layer: the whole list (the contract
 * gives it no page or search: searched and paged in the browser, D6) and create. Tags can't be
 * removed (D6).
 */
import { business } from '@/api/clients';
import { businessResource, scopeParams, type BusinessScope } from '@/api/resource';

export const tags = businessResource({ list: '/business/v1/{businessId}/tools/tags/' });

export const TAGS_PATH = tags.list;

/** Every tag of the business (PCS exists from the start), oldest first. */
export const tagsQuery = (scope: BusinessScope) => tags.listQuery(scope);

/** Create a tag (names are unique per business, case-insensitive: 400 on `name` otherwise). */
export const useCreateTag = () => tags.useCreate({ meta: { silent: true, successMessage: 'Tag created' } });

/**
 * The active inventory items carrying `tag` (the contract has no tag filter: the server's search,
 * which covers tag names, narrows the full list — `page_size=9999` — then the exact tag is kept).
 * Inventory is location-scoped (D5).
 */
export const taggedItemsQuery = (scope: BusinessScope, tag: string) => {
  const base = scopeParams(scope);
  return business.$api.queryOptions(
    'get',
    '/business/v1/{businessId}/tools/inventories/',
    { params: { path: base.path, query: { ...base.query, active: true, search: tag, page_size: 9999 } } },
    {
      select: (page) => {
        const wanted = tag.toLowerCase();
        return page.results.filter((item) => item.tags.some((name) => name.toLowerCase() === wanted));
      },
    },
  );
};
