import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BusinessSchemas } from '@/api/types';
import { business as businessClient } from '@/api/clients';
import {
  BackLinkContent,
  RECORD_ACTION_CLASS,
  RecordPage,
  RecordQueryContent,
  RecordSection,
} from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { useBusinessContext } from '@/features/business';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney, subtractMoney } from '@/lib/money';
import { recordIdOf } from '@/lib/prefetch';
import { receiptQuery } from '../api/receipts.queries';
import { METHOD_LABELS } from '../utils/payment-methods';
import { useReceiptPdf } from './use-receipt-pdf';

type Receipt = BusinessSchemas['Receipt'];

const NOUN = { one: 'receipt', many: 'receipts' };

export interface ReceiptRecordPageProps {
  /** The receipt id as the URL has it ('7'); anything else is 'not found'. */
  id: string;
}

/** A receipt's page (issue 13, item 7): the payment, the invoice it paid, Download PDF; prints cleanly. */
export function ReceiptRecordPage({ id }: ReceiptRecordPageProps) {
  const scope = useBusinessContext();
  const receiptId = recordIdOf(id);
  const query = useQuery({ ...receiptQuery(scope, receiptId ?? 0), enabled: receiptId !== undefined });
  const back = (
    <Link to="/b/$businessId/receipts" params={{ businessId: scope.businessId }} search={{ location: scope.location }}>
      <BackLinkContent>Receipts</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={receiptId !== undefined} noun={NOUN} back={back}>
      {(receipt) => <ReceiptRecord receipt={receipt} back={back} />}
    </RecordQueryContent>
  );
}

function ReceiptRecord({ receipt, back }: { receipt: Receipt; back: ReactNode }) {
  const { businessId, location } = useBusinessContext();
  const pdf = useReceiptPdf();
  const invoice = useQuery({
    queryKey: ['get', '/business/v1/{businessId}/tools/invoices/{id}', { businessId, id: receipt.invoice, location }],
    queryFn: async () => {
      const answer = await businessClient.client.GET('/business/v1/{businessId}/tools/invoices/{id}', {
        params: { path: { businessId, id: receipt.invoice }, query: { location } },
      });
      if (answer.error !== undefined) throw answer.error;
      return answer.data;
    },
    meta: { silent: true },
  });
  const money = (amount: string) => formatMoney(amount, receipt.currency);
  const applied = subtractMoney(receipt.amount, receipt.change);

  return (
    <RecordPage
      back={back}
      title={`Receipt ${receipt.number}`}
      description={`${money(receipt.amount)} from ${receipt.customer.name} on ${formatDate(receipt.date)}`}
      actions={
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button className={RECORD_ACTION_CLASS} loading={pdf.busyId === receipt.id} onClick={() => void pdf.download(receipt)}>
            Download PDF
          </Button>
          <Button variant="outlined" className={RECORD_ACTION_CLASS} onClick={() => window.print()}>
            Print
          </Button>
        </div>
      }
    >
      <RecordSection
        title="Payment"
        fields={[
          { label: 'Receipt number', value: <span className="tabular-nums">{receipt.number}</span> },
          { label: 'Date', value: formatDate(receipt.date) },
          { label: 'Customer', value: <span className="[overflow-wrap:anywhere]">{receipt.customer.name}</span> },
          {
            label: 'Amount received',
            value: <span className="text-lg font-semibold tabular-nums">{money(receipt.amount)}</span>,
          },
          { label: 'Change handed back', value: <span className="tabular-nums">{money(receipt.change)}</span> },
          { label: 'Applied to the invoice', value: <span className="tabular-nums">{money(applied)}</span> },
          { label: 'Method', value: METHOD_LABELS[receipt.payment_method] },
          {
            label: 'Reference',
            value: receipt.reference ? <span className="[overflow-wrap:anywhere]">{receipt.reference}</span> : '—',
          },
          { label: 'Recorded', value: formatDateTime(receipt.created_at) },
        ]}
      />
      <RecordSection
        title="Invoice"
        fields={[
          { label: 'Invoice number', value: <span className="tabular-nums">{receipt.invoice_number}</span> },
          ...(invoice.data
            ? [
                { label: 'Title', value: <span className="[overflow-wrap:anywhere]">{invoice.data.title}</span> },
                { label: 'Amount due', value: <span className="tabular-nums">{money(invoice.data.total_amount_due)}</span> },
                { label: 'Balance now', value: <span className="tabular-nums">{money(invoice.data.total_balance)}</span> },
              ]
            : invoice.isError
              ? [{ label: 'Details', value: 'The invoice could not be loaded.' }]
              : [{ label: 'Details', value: 'Loading the invoice…' }]),
        ]}
      />
    </RecordPage>
  );
}
