import { createFileRoute } from '@tanstack/react-router';
import { PublicInvoicePage } from '@/features/invoices/components/public-invoice-page';

/**
 * A shared invoice for its customer (issue 13, item 9): no sign-in, outside the app's shell. The
 * page loads on demand (invoices lazy.ts), off the entry.
 */
export const Route = createFileRoute('/i/$token')({
  component: PublicInvoiceRoute,
});

function PublicInvoiceRoute() {
  const { token } = Route.useParams();
  return <PublicInvoicePage token={token} />;
}
