import { createFileRoute } from '@tanstack/react-router';
import { receiptQuery } from '@/features/receipts';
import { ReceiptRecordPage } from '@/features/receipts/components/receipt-record-page';
import { prefetch, recordIdOf } from '@/lib/prefetch';
import { requireView } from './-guard';

/** A receipt's page; fetched while the page's code loads. */
export const Route = createFileRoute('/_app/b/$businessId/receipts_/$receiptId')({
  beforeLoad: ({ context }) => requireView(context.membership, 'receipt'),
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: ({ context, params, deps }) => {
    const id = recordIdOf(params.receiptId);
    if (id !== undefined)
      prefetch(context.queryClient, receiptQuery({ businessId: params.businessId, location: deps.location }, id));
  },
  component: ReceiptRoute,
});

function ReceiptRoute() {
  const { receiptId } = Route.useParams();
  return <ReceiptRecordPage id={receiptId} />;
}
