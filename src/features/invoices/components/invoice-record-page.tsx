import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Download, Printer } from 'lucide-react';
import {
  BackLinkContent,
  RECORD_ACTION_CLASS,
  RecordPage,
  RecordQueryContent,
  RecordSection,
  type RecordField,
} from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext, type Business } from '@/features/business';
import { formatDate } from '@/lib/dates';
import { compareMoney, formatMoney } from '@/lib/money';
import { useCan } from '@/lib/permissions';
import { PAYMENT_METHOD_LABELS } from '@/lib/payment-methods';
import { formatPhone, phoneCountryOf } from '@/lib/phone';
import { recordIdOf } from '@/lib/prefetch';
import { noPermission, orDash } from '@/lib/text';
import { invoiceQuery, invoiceReceiptsQuery, type Invoice } from '../api/invoices.queries';
import { removalBlockedBy, removalOf } from '../utils/invoice-removal';
import { useInvoiceSaleActions } from './invoice-sale-actions';
import { useInvoicePdf } from './use-invoice-pdf';
import { INVOICE_STATUS } from '@/lib/statuses/sales';

const NOUN = { one: 'invoice', many: 'invoices' };

export interface InvoiceRecordPageProps {
  /** The invoice id as the URL has it ('12'); anything else is 'not found'. */
  id: string;
}

/**
 * An invoice's page (issue 13, item 6): the business and the customer, the number, dates and
 * state, the lines and totals (amount due, paid, balance, change), the payments (receipts), the
 * account to pay into with the invoice number as the reference, who raised it and the attachment.
 * Print (the shell and the buttons stay off paper), Download PDF, Cancel or Delete.
 */
export function InvoiceRecordPage({ id }: InvoiceRecordPageProps) {
  const scope = useBusinessContext();
  const invoiceId = recordIdOf(id);
  const query = useQuery({ ...invoiceQuery(scope, invoiceId ?? 0), enabled: invoiceId !== undefined });
  const back = (
    <Link to="/b/$businessId/invoices" params={{ businessId: scope.businessId }} search={{ location: scope.location }}>
      <BackLinkContent>Invoices</BackLinkContent>
    </Link>
  );
  return (
    <RecordQueryContent query={query} validId={invoiceId !== undefined} noun={NOUN} back={back}>
      {(invoice) => <InvoiceRecord invoice={invoice} back={back} />}
    </RecordQueryContent>
  );
}

function InvoiceRecord({ invoice, back }: { invoice: Invoice; back: ReactNode }) {
  const scope = useBusinessContext();
  const { business } = scope;
  const navigate = useNavigate();
  const mayRemove = useCan('invoicing', 'remove');
  const pdf = useInvoicePdf(scope, business);
  const [removing, setRemoving] = useState<Invoice | null>(null);
  const sale = useInvoiceSaleActions({
    invoice: removing,
    scope,
    onClose: () => setRemoving(null),
    onDone: (kind) => {
      if (kind === 'delete')
        void navigate({
          to: '/b/$businessId/invoices',
          params: { businessId: scope.businessId },
          search: { location: scope.location },
        });
    },
  });
  const receipts = useQuery(invoiceReceiptsQuery(scope, invoice.id));
  const currency = invoice.currency.code;
  const money = (value: string) => formatMoney(value, currency);
  const removal = removalOf(invoice);
  const blocked = mayRemove ? removalBlockedBy(invoice) : noPermission('remove', NOUN);
  const owing = compareMoney(invoice.total_balance, '0') > 0 && invoice.state !== 'draft' && invoice.state !== 'cancelled';

  const totals: RecordField[] = [
    { label: 'Subtotal', value: money(invoice.total_amount) },
    ...(compareMoney(invoice.discount, '0') > 0 ? [{ label: 'Discount', value: `− ${money(invoice.discount)}` }] : []),
    { label: `VAT (${invoice.vat} %)`, value: money(invoice.vat_amount) },
    { label: 'Amount due', value: <span className="text-lg font-semibold">{money(invoice.total_amount_due)}</span> },
    { label: 'Paid', value: money(invoice.total_amount_paid) },
    { label: 'Balance', value: <span className="font-semibold">{money(invoice.total_balance)}</span> },
    ...(compareMoney(invoice.change, '0') > 0 ? [{ label: 'Change given', value: money(invoice.change) }] : []),
  ];

  return (
    <RecordPage
      back={<div className="print:hidden">{back}</div>}
      title={`Invoice ${invoice.number}`}
      status={<StatusBadge vocabulary={INVOICE_STATUS} status={invoice.state} />}
      description={<span className="[overflow-wrap:anywhere]">{invoice.title}</span>}
      actions={
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center print:hidden">
          {/* Edit, Record payment and Share where they apply now (the row menu says why not). */}
          {sale
            .actionsFor(invoice)
            .filter((action) => !action.disabled)
            .map((action) => (
              <Button key={action.label} variant="outlined" className={RECORD_ACTION_CLASS} onClick={action.onSelect}>
                {action.label}
              </Button>
            ))}
          <Button variant="outlined" className={RECORD_ACTION_CLASS} onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
          <Button
            variant="outlined"
            className={RECORD_ACTION_CLASS}
            loading={pdf.pending === invoice.id}
            onClick={() => void pdf.download(invoice)}
          >
            <Download aria-hidden="true" />
            Download PDF
          </Button>
          {removal !== null ? (
            <div className="flex flex-col gap-1">
              <Button
                variant="danger"
                className={RECORD_ACTION_CLASS}
                // Blocked: aria-disabled, not disabled, so a keyboard user still reaches it and hears why.
                aria-disabled={blocked !== undefined || undefined}
                aria-describedby={blocked ? 'invoice-remove-blocked' : undefined}
                onClick={() => {
                  if (blocked === undefined) setRemoving(invoice);
                }}
              >
                {removal === 'delete' ? 'Delete draft' : 'Cancel invoice'}
              </Button>
              {blocked ? (
                <p id="invoice-remove-blocked" className="max-w-xs text-xs text-muted-foreground">
                  {blocked}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <BusinessSection business={business} />
        <RecordSection
          title="Bill to"
          fields={[
            { label: 'Customer', value: invoice.customer.name },
            { label: 'Email', value: orDash(invoice.customer.email) },
            {
              label: 'Phone',
              value: invoice.customer.phone_number
                ? formatPhone(invoice.customer.phone_number, phoneCountryOf(business.currency))
                : '—',
            },
          ]}
        />
      </div>
      <RecordSection
        title="Invoice"
        fields={[
          { label: 'Number', value: <span className="tabular-nums">{invoice.number}</span> },
          { label: 'Sale date', value: formatDate(invoice.sale_date) },
          { label: 'Due date', value: invoice.due_date ? formatDate(invoice.due_date) : 'No due date' },
          { label: 'Status', value: <StatusBadge vocabulary={INVOICE_STATUS} status={invoice.state} /> },
          {
            label: 'Raised by',
            value: invoice.member ? `${invoice.member.first_name} ${invoice.member.last_name}` : 'The owner',
          },
          ...(invoice.attachment
            ? [
                {
                  label: 'Attachment',
                  value: (
                    <a
                      href={invoice.attachment.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline sm:min-h-0"
                    >
                      {invoice.attachment.name}
                    </a>
                  ),
                },
              ]
            : []),
          ...(invoice.note ? [{ label: 'Note', value: invoice.note }] : []),
        ]}
      />
      <RecordSection title={`Items (${invoice.items.length})`}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-slot="invoice-lines">
            <caption className="sr-only">Items on invoice {invoice.number}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-2 font-medium">
                  Item
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Qty
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Price
                </th>
                <th scope="col" className="py-2 pl-2 text-right font-medium">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.items.map((line) => (
                <tr key={line.id} className="border-b last:border-0">
                  <td className="py-2 pr-2 [overflow-wrap:anywhere]">{line.name}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{line.quantity}</td>
                  <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{money(line.unit_price)}</td>
                  <td className="py-2 pl-2 text-right whitespace-nowrap tabular-nums">{money(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </RecordSection>
      <RecordSection title="Totals" fields={totals} className="tabular-nums" />
      {owing && business.bank_account ? (
        <RecordSection
          title="Pay into"
          fields={[
            { label: 'Bank', value: business.bank_account.bank_name },
            { label: 'Account number', value: <span className="tabular-nums">{business.bank_account.account_number}</span> },
            { label: 'Account name', value: business.bank_account.account_name },
            { label: 'Reference', value: <span className="tabular-nums">{invoice.number}</span> },
          ]}
        />
      ) : null}
      <RecordSection title="Payments">
        {receipts.isPending ? (
          <p className="text-sm text-muted-foreground">Loading payments…</p>
        ) : receipts.isError ? (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <p role="alert">The payments could not be loaded.</p>
            <Button variant="outlined" size="sm" className="print:hidden" onClick={() => void receipts.refetch()}>
              Retry
            </Button>
          </div>
        ) : receipts.data.results.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payment recorded yet.</p>
        ) : (
          <ul className="flex flex-col divide-y" data-slot="invoice-receipts">
            {receipts.data.results.map((receipt) => (
              <li key={receipt.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Link
                    to="/b/$businessId/receipts/$receiptId"
                    params={{ businessId: scope.businessId, receiptId: String(receipt.id) }}
                    search={{ location: scope.location }}
                    className="inline-flex min-h-11 items-center self-start font-medium text-primary tabular-nums underline-offset-4 hover:underline sm:min-h-0"
                  >
                    {receipt.number}
                  </Link>
                  <span className="text-muted-foreground">
                    {formatDate(receipt.date)} · {PAYMENT_METHOD_LABELS[receipt.payment_method]}
                    {receipt.reference ? ` · ${receipt.reference}` : ''}
                  </span>
                </div>
                <div className="flex flex-col items-start sm:items-end">
                  <span className="font-semibold whitespace-nowrap tabular-nums">{money(receipt.amount)}</span>
                  {compareMoney(receipt.change, '0') > 0 ? (
                    <span className="text-muted-foreground tabular-nums">Change {money(receipt.change)}</span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </RecordSection>
      {sale.dialogs}
    </RecordPage>
  );
}

function BusinessSection({ business }: { business: Business }) {
  const country = phoneCountryOf(business.currency);
  return (
    <RecordSection title="From">
      <div className="flex items-start gap-3 text-sm">
        {business.logo ? (
          <img src={business.logo} alt={`${business.name} logo`} className="size-14 shrink-0 rounded object-contain" />
        ) : null}
        <div className="flex min-w-0 flex-col gap-0.5 [overflow-wrap:anywhere]">
          <span className="font-semibold">{business.name}</span>
          {business.address ? <span className="whitespace-pre-wrap">{business.address}</span> : null}
          {business.phone_number ? <span>{formatPhone(business.phone_number, country)}</span> : null}
          {business.email ? <span>{business.email}</span> : null}
          {business.tax_number ? <span>Tax number: {business.tax_number}</span> : null}
        </div>
      </div>
    </RecordSection>
  );
}
