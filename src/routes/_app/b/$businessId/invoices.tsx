import { createFileRoute } from '@tanstack/react-router';
import { invoicesQuery } from '@/features/invoices';
import { InvoicesPage } from '@/features/invoices/lazy';
import { prefetch } from '@/lib/prefetch';
import { pageSearchSchema } from '@/lib/list-search';
import { requireView } from './-guard';

export const Route = createFileRoute('/_app/b/$businessId/invoices')({
  validateSearch: pageSearchSchema,
  beforeLoad: ({ context }) => requireView(context.membership, 'invoicing'),
  loaderDeps: ({ search }) => ({ location: search.location, page: search.page }),
  loader: ({ context, params, deps }) =>
    prefetch(context.queryClient, invoicesQuery({ businessId: params.businessId, location: deps.location }, deps.page)),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InvoicesPage page={page} onPageChange={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })} />;
}
