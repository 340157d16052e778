import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BusinessSchemas } from '@/api/types';
import { useBusinessContext } from '@/features/business';
import { invoices } from '@/features/invoices';
import { ListTable, tableStateOf, type ListColumn } from '@/components/list/list-table';
import { RecordSection } from '@/components/record/record-page';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
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

const COLUMNS: ListColumn<Invoice>[] = [
  { id: 'title', header: 'Invoice', cell: (row) => row.title },
  { id: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (row) => formatDate(row.sale_date) },
  { id: 'state', header: 'Status', cell: (row) => <Badge variant={STATE_BADGES[row.state]}>{humanise(row.state)}</Badge> },
  {
    id: 'due',
    header: 'Amount due',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    cell: (row) => formatMoney(row.total_amount_due, row.currency.code),
  },
  {
    id: 'balance',
    header: 'Balance',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    cell: (row) => formatMoney(row.total_balance, row.currency.code),
  },
];

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
  return (
    <RecordSection title="Invoices">
      <ListTable
        caption="Invoices of this customer"
        rows={query.data?.results}
        columns={COLUMNS}
        {...tableStateOf(query)}
        getRowId={(row) => String(row.id)}
        emptyTitle="No invoices yet"
        emptyDescription="Invoices you raise for this customer appear here."
        paging={query.data ? { ...fromEnvelope(query.data, page), onPageChange: setPage } : undefined}
      />
    </RecordSection>
  );
}
