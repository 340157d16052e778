import { createFileRoute } from '@tanstack/react-router';
import { receiptsQuery } from '@/features/receipts';
import { ReceiptsPage } from '@/features/receipts/lazy';
import { prefetch } from '@/lib/prefetch';
import { pageSearchSchema } from '@/lib/list-search';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/receipts')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'receipt'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, receiptsQuery({ businessId: params.businessId, location: deps.location }, deps.page)),
  component: ReceiptsRoute,
});

function ReceiptsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReceiptsPage page={page} onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })} />;
}
