import { createFileRoute } from '@tanstack/react-router';
import { debtorQuery, parseDebtorSearch } from '@/features/debtors';
import { DebtorRecordPage } from '@/features/debtors/components/debtor-record-page';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** A debtor's page: `?currency=` picks which of the customer's debts; fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/debtors_/$customerId')({
  validateSearch: parseDebtorSearch,
  beforeLoad: ({ context }) => requireView(context.membership, 'debtors'),
  loaderDeps: ({ search }) => ({ location: search.location, currency: search.currency }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.customerId);
    if (id !== undefined)
      prefetch(context.queryClient, debtorQuery({ businessId: params.businessId, location: deps.location }, id, deps.currency));
  },
  component: DebtorRoute,
});

function DebtorRoute() {
  const { customerId } = Route.useParams();
  const { currency } = Route.useSearch();
  return <DebtorRecordPage id={customerId} currency={currency} />;
}
