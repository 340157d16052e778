import { createFileRoute } from '@tanstack/react-router';
import { tagsQuery } from '@/features/tags';
import { TagsList } from '@/features/tags/components/tags-list';
import { pageParam, listNavigation, searchParam } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { parseSearch, text } from '@/lib/search-params';
import { requireView } from './-guard';

/**
 * `?search=&page=` of the tag list, and `?tag=`: the tag whose inventory items are shown (trimmed,
 * at most 50 characters; a tag named '2024' arrives as a number and is taken as its text).
 */
const parseTagsSearch = parseSearch({
  search: searchParam,
  page: pageParam,
  tag: text({ trim: true, max: 50, numbers: true }),
});

/** Tags: the whole list (searched and paged in the browser, D6); needs the Tag view permission (D8). */
export const Route = createFileRoute('/_app/b/$businessId/tags')({
  validateSearch: parseTagsSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'tag'),
  loader: ({ context, params }) => prefetch(context.queryClient, tagsQuery({ businessId: params.businessId })),
  component: TagsRoute,
});

function TagsRoute() {
  const { search, page, tag } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TagsList
      search={{ search, page }}
      onSearchChange={(patch) => void navigate(listNavigation(patch))}
      tag={tag || undefined}
      onTagChange={(next) => void navigate({ search: (prev) => ({ ...prev, tag: next }) })}
    />
  );
}
