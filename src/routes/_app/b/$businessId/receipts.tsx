import { createFileRoute } from '@tanstack/react-router';
import { receiptsParamsOf, receiptsQuery, parseReceiptsSearch } from '@/features/receipts';
import { ReceiptsPage } from '@/features/receipts/components/receipts-page';
import { listNavigation } from '@/lib/list-search';
import { prefetch } from '@/lib/prefetch';
import { requireView } from './-guard';

/** Receipts: `?search=&page=&start_date=&end_date=` in the URL; the page is fetched while its code loads. */
export const Route = createFileRoute('/_app/b/$businessId/receipts')({
  validateSearch: parseReceiptsSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'receipt'),
  loaderDeps: ({ search }) => ({
    location: search.location,
    page: search.page,
    search: search.search,
    start_date: search.start_date,
    end_date: search.end_date,
  }),
  // The loader is split out of the entry chunk; the deps stay small.
  loader: ({ context, params, deps }) =>
    prefetch(
      context.queryClient,
      receiptsQuery({ businessId: params.businessId, location: deps.location }, receiptsParamsOf(deps)),
    ),
  component: ReceiptsRoute,
});

function ReceiptsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReceiptsPage search={search} onSearchChange={(patch) => void navigate(listNavigation(patch))} />;
}
