/**
 * Builds and saves an invoice's PDF: the PDF module (and its fonts), the invoice's receipts and the
 * business logo. Loaded by `useInvoicePdf` when a download is asked for, so none of it is in the
 * invoices pages' first load (issue 21).
 */
import type { BusinessScope } from '@/api/resource';
import type { Business } from '@/features/business';
import { downloadBytes } from '@/lib/download';
import { fetchLogo } from '@/lib/pdf/logo';
import { invoiceReceipts, type Invoice } from '../api/invoices.queries';
import { loadInvoicePdf } from './load';

export async function downloadInvoicePdf(scope: BusinessScope, business: Business, invoice: Invoice) {
  const [pdf, receipts, logo] = await Promise.all([
    loadInvoicePdf(),
    invoiceReceipts.fetchList(scope, { invoice: invoice.id }).then((page) => page.results),
    fetchLogo(business.logo),
  ]);
  const account = business.bank_account;
  const bytes = await pdf.buildInvoicePdf({
    invoice,
    business,
    invoiceNumber: invoice.number,
    receipts,
    logo,
    taxNumber: business.tax_number,
    bankAccount: account
      ? { bankName: account.bank_name, accountNumber: account.account_number, accountName: account.account_name }
      : null,
  });
  downloadBytes(bytes, pdf.invoicePdfFileName(invoice, invoice.number));
}
