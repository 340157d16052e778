import type { Ref } from 'react';
import { formatMoney } from '@/lib/money';
import { lineTotal, type InvoiceTotals } from '@/lib/invoice-totals';
import { quantityOf, type InvoiceFormValues } from '../../schemas/invoice-form';

export interface InvoiceConfirmationProps {
  values: InvoiceFormValues;
  totals: InvoiceTotals;
  customer: string;
  location: string | null;
  attachment: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** What will be saved: customer, dates, lines and totals, the amount due last and largest. */
export function InvoiceConfirmation({ values, totals, customer, location, attachment, headingRef }: InvoiceConfirmationProps) {
  const money = (amount: string) => formatMoney(amount, values.currency);
  return (
    <section aria-labelledby="invoice-confirm-heading" className="flex flex-col gap-4">
      <h3 id="invoice-confirm-heading" ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
        Check the invoice before saving
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Title</dt>
        <dd className="[overflow-wrap:anywhere]">{values.title.trim()}</dd>
        <dt className="text-muted-foreground">Customer</dt>
        <dd className="[overflow-wrap:anywhere]">{customer}</dd>
        {location ? (
          <>
            <dt className="text-muted-foreground">Location</dt>
            <dd className="[overflow-wrap:anywhere]">{location}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Sale date</dt>
        <dd>{values.saleDate}</dd>
        <dt className="text-muted-foreground">Due date</dt>
        <dd>{values.dueDate || 'None'}</dd>
        {attachment ? (
          <>
            <dt className="text-muted-foreground">Attachment</dt>
            <dd className="[overflow-wrap:anywhere]">{attachment}</dd>
          </>
        ) : null}
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">Items</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              Item
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {values.lines.map((line, index) => (
            <tr key={index} className="border-b">
              <td className="py-2 [overflow-wrap:anywhere]">
                {line.item?.name ?? 'Item'}
                <span className="block text-xs text-muted-foreground">{money(line.unitPrice.trim())} each</span>
              </td>
              <td className="py-2 text-right tabular-nums">{line.quantity.trim()}</td>
              <td className="py-2 text-right tabular-nums">
                {money(lineTotal(quantityOf(line.quantity), line.unitPrice.trim()))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TotalsList totals={totals} currency={values.currency} vat={values.vat.trim() || '0'} />
      {values.note.trim() ? <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">{values.note.trim()}</p> : null}
    </section>
  );
}

/** Subtotal, discount, VAT and the amount due (shared by the live totals and the confirmation). */
export function TotalsList({ totals, currency, vat }: { totals: InvoiceTotals; currency: string; vat: string }) {
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
      <dt>Subtotal</dt>
      <dd className="text-right">{money(totals.total_amount)}</dd>
      <dt>Discount</dt>
      <dd className="text-right">−{money(totals.discount)}</dd>
      <dt>VAT ({vat}%)</dt>
      <dd className="text-right">{money(totals.vat_amount)}</dd>
      <dt className="text-base font-semibold">Amount due</dt>
      <dd className="text-right text-base font-semibold" data-testid="amount-due">
        {money(totals.total_amount_due)}
      </dd>
    </dl>
  );
}
