import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { type ListColumn, ResourceListPage } from '@/components/list/resource-list-page';
import { useServerList } from '@/components/list/use-list';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import type { BusinessSchemas } from '@/api/types';
import { useBusinessContext } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { formatMoney, sumMoney } from '@/lib/money';
import { receiptsQuery } from '../api/receipts.queries';
import { METHOD_LABELS } from '../utils/payment-methods';
import { receiptsParamsOf, type ReceiptsSearch, type ReceiptsSearchPatch } from '../search';
import { useReceiptPdf } from './use-receipt-pdf';

const TakePaymentDialog = lazy(() => import('./take-payment-dialog').then((m) => ({ default: m.TakePaymentDialog })));

type Receipt = BusinessSchemas['Receipt'];

const NOUN = { one: 'receipt', many: 'receipts' };

const COLUMNS: ListColumn<Receipt>[] = [
  { id: 'number', header: 'Receipt', className: 'whitespace-nowrap tabular-nums', cell: (row) => row.number },
  { id: 'date', header: 'Date', card: 'subtitle', className: 'whitespace-nowrap', cell: (row) => formatDate(row.date) },
  { id: 'customer', header: 'Customer', cell: (row) => <span className="[overflow-wrap:anywhere]">{row.customer.name}</span> },
  { id: 'invoice', header: 'Invoice', className: 'whitespace-nowrap tabular-nums', cell: (row) => row.invoice_number },
  { id: 'method', header: 'Method', cell: (row) => METHOD_LABELS[row.payment_method] },
  {
    id: 'amount',
    header: 'Amount',
    align: 'right',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.amount, row.currency),
  },
  {
    id: 'change',
    header: 'Change',
    align: 'right',
    card: 'hidden',
    className: 'whitespace-nowrap tabular-nums',
    cell: (row) => formatMoney(row.change, row.currency),
  },
];

/** Per currency, never added across: what was received and the change handed back. */
export function pageTotals(rows: readonly Receipt[]) {
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return currencies.map((currency) => {
    const mine = rows.filter((row) => row.currency === currency);
    return { currency, amount: sumMoney(mine.map((row) => row.amount)), change: sumMoney(mine.map((row) => row.change)) };
  });
}

export interface ReceiptsPageProps {
  search: ReceiptsSearch;
  onSearchChange: (patch: ReceiptsSearchPatch) => void;
}

/**
 * The receipts page (issue 13, item 7): payments at the chosen location, paged and searched on the
 * server (receipt number, invoice number, customer), between two payment dates; totals of the page
 * per currency. 'Record payment' takes a payment on an invoice that still owes.
 */
export function ReceiptsPage({ search, onSearchChange }: ReceiptsPageProps) {
  const scope = useBusinessContext();
  const pdf = useReceiptPdf();
  const navigate = useNavigate();
  const [taking, setTaking] = useState(false);
  const params = receiptsParamsOf(search);
  const list = useServerList(receiptsQuery(scope, params), {
    page: search.page,
    group: `${params.search ?? ''}|${params.start_date ?? ''}|${params.end_date ?? ''}`,
  });
  const totals = list.status === 'ready' ? pageTotals(list.rows) : [];
  const dated = Boolean(search.start_date || search.end_date);
  const badRange = Boolean(search.start_date && search.end_date && search.end_date < search.start_date);

  return (
    <ResourceListPage
      title="Receipts"
      description="Payments received against invoices."
      resource="receipt"
      noun={NOUN}
      tabs={false}
      columns={COLUMNS}
      list={list}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => row.number}
      rowLink={(row) => ({
        to: '/b/$businessId/receipts/$receiptId',
        params: { businessId: scope.businessId, receiptId: String(row.id) },
        search: (prev: { location?: number }) => ({ location: prev.location }),
      })}
      onCreate={() => setTaking(true)}
      createLabel="Record payment"
      filters={
        <div role="group" aria-label="Payment dates" className="flex flex-wrap items-end gap-2">
          <Field label="From" className="w-40">
            <DatePicker
              value={search.start_date ?? ''}
              max={search.end_date}
              onChange={(value) => onSearchChange({ start_date: value || undefined, page: undefined })}
            />
          </Field>
          <Field label="To" className="w-40" error={badRange ? 'The end date is before the start date.' : undefined}>
            <DatePicker
              value={search.end_date ?? ''}
              min={search.start_date}
              onChange={(value) => onSearchChange({ end_date: value || undefined, page: undefined })}
            />
          </Field>
          {dated ? (
            <Button
              variant="tertiary"
              size="sm"
              className="min-h-11 sm:min-h-10"
              onClick={() => onSearchChange({ start_date: undefined, end_date: undefined, page: undefined })}
            >
              Clear dates
            </Button>
          ) : null}
        </div>
      }
      emptyState={
        dated && !search.search ? (
          <EmptyState title="No payments between these dates" />
        ) : !search.search ? (
          <EmptyState title="No receipts yet" description="Payments you record against invoices appear here." />
        ) : undefined
      }
      summary={
        totals.length > 0 ? (
          <dl className="flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm" data-slot="receipt-totals">
            {totals.map(({ currency, amount, change }) => (
              <div key={currency} className="flex flex-wrap gap-x-2" data-currency={currency}>
                <dt className="text-muted-foreground">Received on this page in {currency}</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(amount, currency)}</dd>
                {change !== '0.00' ? (
                  <>
                    <dt className="text-muted-foreground">change</dt>
                    <dd className="tabular-nums">{formatMoney(change, currency)}</dd>
                  </>
                ) : null}
              </div>
            ))}
          </dl>
        ) : null
      }
      rowActions={(row) => [
        {
          label: 'View',
          onSelect: () =>
            void navigate({
              to: '/b/$businessId/receipts/$receiptId',
              params: { businessId: scope.businessId, receiptId: String(row.id) },
              search: (prev: { location?: number }) => ({ location: prev.location }),
            }),
        },
        {
          label: pdf.busyId === row.id ? 'Making the PDF…' : 'Download PDF',
          onSelect: () => void pdf.download(row),
          disabled: pdf.busyId !== null,
        },
      ]}
    >
      {taking ? (
        <Suspense fallback={null}>
          <TakePaymentDialog open onOpenChange={(open) => setTaking(open)} />
        </Suspense>
      ) : null}
    </ResourceListPage>
  );
}
