import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TagsList, tagsQuery } from '@/features/tags';
import { listSearchEntries, type ListSearchPatch } from '@/features/tools-kit';
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
  loader: ({ context, params }) => {
    // Start the list call without holding the page: the table shows its skeleton meanwhile, and
    // its error with Retry (so the prefetch is silent).
    void context.queryClient.query({ ...tagsQuery(params.businessId), meta: { silent: true } }).catch(() => undefined);
  },
  component: TagsRoute,
});

function TagsRoute() {
  const { search, page, tag } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TagsList
      search={{ search, page }}
      onSearchChange={(patch: ListSearchPatch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
      tag={tag || undefined}
      onTagChange={(next) => void navigate({ search: (prev) => ({ ...prev, tag: next }) })}
    />
  );
}
