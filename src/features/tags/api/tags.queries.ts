/**
 * Tags (spec section 7, `tools/tags/`): the whole list (the contract gives it no page or search:
 * searched and paged in the browser, D6) and create. Tags can't be removed (D6) and ignore the
 * location parameter (D5).
 */
import { business } from '@/api/clients';
import { useInvalidate } from '@/features/tools-kit';

const { $api } = business;

export const TAGS_PATH = '/business/v1/{businessId}/tools/tags/';

/** Every tag of the business (PCS exists from the start), oldest first. */
export const tagsQuery = (businessId: number) => $api.queryOptions('get', TAGS_PATH, { params: { path: { businessId } } });

/** Create a tag (names are unique per business, case-insensitive: 400 on `name` otherwise). */
export function useCreateTag() {
  return $api.useMutation('post', TAGS_PATH, {
    meta: { silent: true, successMessage: 'Tag created' },
    onSuccess: useInvalidate([TAGS_PATH]),
  });
}

export interface TaggedItemsParams {
  businessId: number;
  /** The chosen location (inventory is location-scoped, D5); undefined for all. */
  location: number | undefined;
  tag: string;
}

/**
 * The active inventory items carrying `tag` (the contract has no tag filter: the server's search,
 * which covers tag names, narrows the full list — `page_size=9999` — then the exact tag is kept).
 */
export const taggedItemsQuery = ({ businessId, location, tag }: TaggedItemsParams) =>
  $api.queryOptions(
    'get',
    '/business/v1/{businessId}/tools/inventories/',
    { params: { path: { businessId }, query: { location, active: true, search: tag, page_size: 9999 } } },
    {
      select: (page) => {
        const wanted = tag.toLowerCase();
        return page.results.filter((item) => item.tags.some((name) => name.toLowerCase() === wanted));
      },
    },
  );
