import { createFileRoute } from '@tanstack/react-router';
import { invoiceQuery } from '@/features/invoices';
import { InvoiceRecordPage } from '@/features/invoices/components/invoice-record-page';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** An invoice's page; the invoice is fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/invoices_/$invoiceId')({
  beforeLoad: ({ context }) => requireView(context.membership, 'invoicing'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.invoiceId);
    if (id !== undefined)
      prefetch(context.queryClient, invoiceQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { invoiceId } = Route.useParams();
  return <InvoiceRecordPage id={invoiceId} />;
}
