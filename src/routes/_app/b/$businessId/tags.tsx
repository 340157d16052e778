import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { tagsQuery } from '@/features/tags';
import { TagsList } from '@/features/tags/lazy';
import { listNavigation, listSearchEntries } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** `?search=&page=` of the tag list, and `?tag=`: the tag whose inventory items are shown. */
const tagsSearchSchema = v.object({
  search: listSearchEntries.search,
  page: listSearchEntries.page,
  tag: v.fallback(
    v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(50))),
    undefined,
  ),
});

/** Tags: the whole list (searched and paged in the browser, D6); needs the Tag view permission (D8). */
export const Route = createFileRoute('/_app/b/$businessId/tags')({
  validateSearch: tagsSearchSchema,
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
