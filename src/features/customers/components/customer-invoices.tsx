import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { useBusinessContext } from '@/features/business';
import { invoices } from '@/features/invoices';
import { toApiError } from '@/api/errors';
import { RECORD_ACTION_CLASS, RecordSection } from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { compareMoney, formatMoney } from '@/lib/money';
import { fromEnvelope } from '@/lib/paging';
import { useCan } from '@/lib/permissions';
import { humanise } from '@/lib/text';

type Invoice = BusinessSchemas['Invoice'];

const STATE_BADGES: Record<Invoice['state'], BadgeVariant> = {
  draft: 'neutral',
  unpaid: 'warning',
  partially_paid: 'warning',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'outline',
};

/** A customer's invoices at the chosen location, newest first, paged by the server (the designed `customer` filter). */
export function CustomerInvoices({ customerId }: { customerId: number }) {
  const scope = useBusinessContext();
  const canView = useCan('invoicing', 'view');
  const [page, setPage] = useState<number | undefined>(undefined);
  const query = useQuery({
    ...invoices.listQuery(scope, { customer: customerId, page }, { meta: { silent: true } }),
    enabled: canView,
  });
  if (!canView) return null;
  const data = query.data;
  const paging = data ? fromEnvelope(data, page) : undefined;
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  let content: ReactNode;
  if (query.isPending) content = <p className="text-sm text-muted-foreground">Loading the invoices…</p>;
  else if (query.isError)
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span className="flex-1 [overflow-wrap:anywhere]">{toApiError(query.error).message}</span>
        <Button variant="outlined" className={RECORD_ACTION_CLASS} onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  else if (query.data.results.length === 0)
    content = <p className="text-sm text-muted-foreground">No invoices yet. Invoices you raise for this customer appear here.</p>;
  else
    content = (
      <>
        <ul aria-label="Invoices of this customer" className="flex flex-col divide-y">
          {query.data.results.map((invoice) => (
            <li key={invoice.id} className="flex items-start justify-between gap-3 py-3 text-sm">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium [overflow-wrap:anywhere]">{invoice.title}</span>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
                  {formatDate(invoice.sale_date)}
                  <Badge variant={STATE_BADGES[invoice.state]}>{humanise(invoice.state)}</Badge>
                </span>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-right tabular-nums">
                <span className="font-semibold whitespace-nowrap">
                  {formatMoney(invoice.total_amount_due, invoice.currency.code)}
                </span>
                {compareMoney(invoice.total_balance, '0') > 0 && invoice.state !== 'cancelled' ? (
                  <span className="whitespace-nowrap text-muted-foreground">
                    {formatMoney(invoice.total_balance, invoice.currency.code)} to pay
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {pages > 1 && paging ? (
          <nav aria-label="Invoice pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              Page {paging.page} of {pages}
            </span>
            <span className="flex gap-2">
              <Button
                variant="outlined"
                className={RECORD_ACTION_CLASS}
                disabled={paging.page <= 1}
                onClick={() => setPage(paging.page - 1)}
              >
                Previous
              </Button>
              <Button
                variant="outlined"
                className={RECORD_ACTION_CLASS}
                disabled={paging.page >= pages}
                onClick={() => setPage(paging.page + 1)}
              >
                Next
              </Button>
            </span>
          </nav>
        ) : null}
      </>
    );
  return <RecordSection title="Invoices">{content}</RecordSection>;
}
