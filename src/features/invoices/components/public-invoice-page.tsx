/**
 * The customer's view of a shared invoice (issue 13, item 9): `/i/<token>`, no sign-in, no app
 * shell. Reads `GET /business/v1/public/invoices/{token}/` without any session header and shows
 * the business, the lines and totals, the account to pay into (the invoice number as the
 * reference) and the invoice as a PDF.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import createFetchClient from 'openapi-fetch';
import { Download } from 'lucide-react';
import { httpError } from '@/api/errors';
import { REQUEST_TIMEOUT_MS, createTimedFetch } from '@/api/http';
import type { BusinessPaths } from '@/api/clients';
import type { BusinessSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/dates';
import { downloadBytes } from '@/lib/download';
import { env } from '@/lib/env';
import { compareMoney, formatMoney } from '@/lib/money';
import { formatPhone, phoneCountryOf } from '@/lib/phone';
import { toast } from '@/lib/toast';
import type { InvoicePdfInput } from '../pdf/invoice-pdf';
import { loadInvoicePdf } from '../pdf/load';
import { INVOICE_STATUS } from '@/lib/statuses/sales';

type PublicInvoice = BusinessSchemas['PublicInvoice'];
type Invoice = BusinessSchemas['Invoice'];

const timed = createTimedFetch(REQUEST_TIMEOUT_MS);

/** A client of its own: no session is needed, and none is sent (not even a signed-in owner's). */
const publicClient = createFetchClient<BusinessPaths>({
  baseUrl: (env.VITE_BUSINESS_URL ?? '').trim().replace(/\/+$/, '') || 'http://no-url.invalid',
  fetch: (request: Request) => timed(request),
});

export const publicInvoiceQuery = (token: string) => ({
  queryKey: ['public-invoice', token] as const,
  queryFn: async (): Promise<PublicInvoice> => {
    const { data, error, response } = await publicClient.GET('/business/v1/public/invoices/{token}/', {
      params: { path: { token } },
    });
    if (!data) throw httpError(response.status, error);
    return data;
  },
  retry: false,
  meta: { silent: true },
});

/**
 * The PDF builder's input from the public answer. The builder takes the contract's Invoice and
 * Business; it reads only the fields filled here (the public answer has no ids, receipts or change),
 * so the rest is not invented: the cast names exactly that narrowing.
 */
export function publicInvoicePdfInput(answer: PublicInvoice, logo: Uint8Array | null): InvoicePdfInput {
  const invoice = {
    id: 0,
    number: answer.number,
    title: answer.title,
    state: answer.state,
    currency: answer.currency,
    customer: { id: 0, name: answer.customer_name, email: null, phone_number: null },
    items: answer.items,
    total_amount: answer.total_amount,
    discount: answer.discount,
    vat: answer.vat,
    vat_amount: answer.vat_amount,
    total_amount_due: answer.total_amount_due,
    total_amount_paid: answer.total_amount_paid,
    total_balance: answer.total_balance,
    change: '0.00',
    sale_date: answer.sale_date,
    due_date: answer.due_date,
    note: answer.note,
  } as unknown as Invoice;
  const business = {
    name: answer.business.name,
    currency: answer.currency.code,
    address: answer.business.address,
    email: answer.business.email,
    phone_number: answer.business.phone_number,
  } as unknown as BusinessSchemas['Business'];
  const account = answer.business.bank_account;
  return {
    invoice,
    business,
    invoiceNumber: answer.number,
    taxNumber: answer.business.tax_number,
    logo,
    bankAccount: account
      ? { bankName: account.bank_name, accountNumber: account.account_number, accountName: account.account_name }
      : null,
  };
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className={strong ? 'font-semibold' : 'text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'font-semibold tabular-nums' : 'tabular-nums'}>{value}</dd>
    </div>
  );
}

export function PublicInvoiceView({ invoice }: { invoice: PublicInvoice }) {
  const [building, setBuilding] = useState(false);
  const code = invoice.currency.code;
  const money = (amount: string) => formatMoney(amount, code);
  const biz = invoice.business;
  const country = phoneCountryOf(code);
  const open = compareMoney(invoice.total_balance, '0') > 0 && invoice.state !== 'cancelled';

  const download = async () => {
    setBuilding(true);
    try {
      const [{ buildInvoicePdf, invoicePdfFileName }, { fetchLogo }] = await Promise.all([
        loadInvoicePdf(),
        import('@/lib/pdf/logo'),
      ]);
      const logo = await fetchLogo(biz.logo).catch(() => null);
      const bytes = await buildInvoicePdf(publicInvoicePdfInput(invoice, logo));
      downloadBytes(bytes, invoicePdfFileName({ id: 0, title: invoice.title }, invoice.number));
    } catch {
      toast.error('The PDF could not be made', { description: 'Please try again.' });
    } finally {
      setBuilding(false);
    }
  };

  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-start gap-4">
        {biz.logo ? <img src={biz.logo} alt={`${biz.name} logo`} className="size-16 rounded-md border object-contain" /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
          <p className="text-lg font-semibold break-words">{biz.name}</p>
          <p className="break-words text-muted-foreground">{biz.address}</p>
          <p className="text-muted-foreground">
            {formatPhone(biz.phone_number, country)} · {biz.email}
          </p>
          {biz.tax_number ? <p className="text-muted-foreground">Tax number: {biz.tax_number}</p> : null}
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">Invoice {invoice.number}</h1>
        <StatusBadge vocabulary={INVOICE_STATUS} status={invoice.state} />
      </div>
      <p className="-mt-4 break-words text-muted-foreground">{invoice.title}</p>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Billed to</dt>
          <dd className="font-medium break-words">{invoice.customer_name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Date</dt>
          <dd>{formatDate(invoice.sale_date)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Due</dt>
          <dd>{formatDate(invoice.due_date)}</dd>
        </div>
      </dl>

      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Invoice lines</caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Item
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Unit price
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              <tr key={index} className="border-t">
                <td className="px-3 py-2 break-words">{item.name}</td>
                <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(item.unit_price)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{money(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ml-auto w-full max-w-sm text-sm" aria-label="Totals">
        <Row label="Subtotal" value={money(invoice.total_amount)} />
        {compareMoney(invoice.discount, '0') !== 0 ? <Row label="Discount" value={`-${money(invoice.discount)}`} /> : null}
        {compareMoney(invoice.vat_amount, '0') !== 0 ? (
          <Row label={`VAT (${invoice.vat}%)`} value={money(invoice.vat_amount)} />
        ) : null}
        <Row label="Amount due" value={money(invoice.total_amount_due)} strong />
        <Row label="Paid" value={money(invoice.total_amount_paid)} />
        <Row label="Balance" value={money(invoice.total_balance)} strong />
      </dl>

      {biz.bank_account && open ? (
        <section aria-labelledby="pay-into" className="rounded-md border p-4 text-sm">
          <h2 id="pay-into" className="mb-2 text-base font-semibold">
            Pay by bank transfer
          </h2>
          <dl>
            <Row label="Bank" value={biz.bank_account.bank_name} />
            <Row label="Account number" value={biz.bank_account.account_number} />
            <Row label="Account name" value={biz.bank_account.account_name} />
            <Row label="Amount" value={money(invoice.total_balance)} />
            <Row label="Reference" value={invoice.number} strong />
          </dl>
          <p className="mt-2 text-muted-foreground">Quote the reference {invoice.number} with your transfer.</p>
        </section>
      ) : null}

      {invoice.note?.trim() ? (
        <section aria-labelledby="invoice-note" className="text-sm">
          <h2 id="invoice-note" className="mb-1 text-base font-semibold">
            Notes
          </h2>
          <p className="break-words whitespace-pre-line">{invoice.note}</p>
        </section>
      ) : null}

      <div>
        <Button className="min-h-11" loading={building} onClick={() => void download()}>
          <Download aria-hidden />
          Download PDF
        </Button>
      </div>
    </article>
  );
}

/** The page of `/i/$token`: loading, the server's message (404: not valid or revoked), or the invoice. */
export function PublicInvoicePage({ token }: { token: string }) {
  const query = useQuery(publicInvoiceQuery(token));
  return (
    <main id="main" tabIndex={-1} className="min-h-dvh bg-background text-foreground outline-none">
      {query.isPending ? (
        <div className="mx-auto flex max-w-3xl flex-col gap-4 p-4 sm:p-8" role="status" aria-label="Loading the invoice">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <div className="mx-auto flex max-w-xl flex-col gap-3 p-8 text-center">
          <h1 className="text-xl font-semibold">Invoice not available</h1>
          <p role="alert">{query.error.message}</p>
        </div>
      ) : (
        <PublicInvoiceView invoice={query.data} />
      )}
    </main>
  );
}
