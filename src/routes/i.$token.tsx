import { lazy } from 'react';
import { createFileRoute } from '@tanstack/react-router';

// The page (and its client) loads with the route: nothing of it in the app's entry chunk.
const PublicInvoicePage = lazy(() =>
  import('@/features/invoices/components/public-invoice-page').then((m) => ({ default: m.PublicInvoicePage })),
);

/** A shared invoice for its customer (issue 13, item 9): no sign-in, outside the app's shell. */
export const Route = createFileRoute('/i/$token')({
  component: PublicInvoiceRoute,
});

function PublicInvoiceRoute() {
  const { token } = Route.useParams();
  return <PublicInvoicePage token={token} />;
}
