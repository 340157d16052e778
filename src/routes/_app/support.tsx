import { createFileRoute } from '@tanstack/react-router';
import { faqCategoriesQuery, parseSupportSearch, type SupportSearch } from '@/features/support';
import { SupportPage } from '@/features/support/components/support-page';
import { prefetch } from '@/lib/prefetch';

/** Support: the FAQ and the chats with support, the signed-in person's (D8); `?view=&category=&q=&search=&chat=&new=&subject=`. */
export const Route = createFileRoute('/_app/support')({
  validateSearch: parseSupportSearch,
  loader: ({ context }) => prefetch(context.queryClient, faqCategoriesQuery()),
  component: SupportRoute,
});

function SupportRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SupportPage
      search={search}
      onSearchChange={(patch: Partial<SupportSearch>) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: 'search' in patch })
      }
    />
  );
}
