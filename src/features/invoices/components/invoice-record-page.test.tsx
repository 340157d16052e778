import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { expectInertDom, renderWithApp } from '@/test/render';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { DRAFT, PART_PAID, UNPAID } from './invoices-fixtures';
import { InvoiceRecordPage } from './invoice-record-page';

const ONE = '/business/v1/{businessId}/tools/invoices/{id}';
const RECEIPTS = '/business/v1/{businessId}/tools/receipts/';

const BUSINESS = {
  ...TEST_BUSINESS,
  tax_number: '12345678-0001',
  bank_account: { bank_code: '058', bank_name: 'GTBank', account_number: '0123456789', account_name: 'Adaeze Fabrics Ltd' },
};

const RECEIPT: BusinessSchemas['Receipt'] = {
  id: 501,
  number: 'RCT-000045',
  invoice: PART_PAID.id,
  invoice_number: PART_PAID.number,
  amount: '12000.00',
  change: '2000.00',
  currency: 'NGN',
  payment_method: 'cash',
  date: '2026-11-05',
  reference: null,
  customer: PART_PAID.customer,
  location: 21,
  created_at: '2026-11-05T10:00:00Z',
};

const receipts = (results: BusinessSchemas['Receipt'][]) => ({ count: results.length, next: null, previous: null, results });

const renderPage = (id: string) => renderWithApp(<InvoiceRecordPage id={id} />, { routerPath: '/', business: BUSINESS });

describe('InvoiceRecordPage', () => {
  it('shows the business, the customer, the lines and every figure, and the account to pay into with the number as reference', async () => {
    stubApi()
      .on('get', ONE, { status: 200, body: UNPAID })
      .on('get', RECEIPTS, { status: 200, body: receipts([]) });
    renderPage('2001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000123' })).toBeInTheDocument();
    const from = screen.getByRole('region', { name: 'From' });
    expect(from).toHaveTextContent('Adaeze Fabrics');
    expect(from).toHaveTextContent('14 Balogun Street');
    expect(from).toHaveTextContent('Tax number: 12345678-0001');
    expect(screen.getByRole('region', { name: 'Bill to' })).toHaveTextContent('Chidi Okafor');
    const lines = screen.getByRole('table');
    expect(within(lines).getAllByRole('row')).toHaveLength(3);
    expect(lines).toHaveTextContent('Ankara fabric (6 yards)');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Subtotal₦33,000.00');
    expect(totals).toHaveTextContent('Discount− ₦1,000.00');
    expect(totals).toHaveTextContent('VAT (7.5 %)₦2,400.00');
    expect(totals).toHaveTextContent('Amount due₦34,400.00');
    expect(totals).toHaveTextContent('Balance₦34,400.00');
    const payInto = screen.getByRole('region', { name: 'Pay into' });
    expect(payInto).toHaveTextContent('GTBank');
    expect(payInto).toHaveTextContent('0123456789');
    expect(payInto).toHaveTextContent('ReferenceINV-000123');
    expect(screen.getByRole('region', { name: 'Invoice' })).toHaveTextContent('Raised byBola Adeyemi');
    expect(await screen.findByText('No payment recorded yet.')).toBeInTheDocument();
  });

  it("lists the invoice's receipts with the change given", async () => {
    const api = stubApi()
      .on('get', ONE, { status: 200, body: { ...PART_PAID, change: '2000.00' } })
      .on('get', RECEIPTS, { status: 200, body: receipts([RECEIPT]) });
    const { user } = renderPage('2003');
    const payments = await screen.findByRole('region', { name: 'Payments' });
    // Each receipt's number opens the receipt's page.
    const link = await within(payments).findByRole('link', { name: 'RCT-000045' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/b\/\d+\/receipts\/501(\?|$)/));
    expect(payments).toHaveTextContent('Cash');
    expect(payments).toHaveTextContent('Change ₦2,000.00');
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent('Change given₦2,000.00');
    expect(api.calls('get', RECEIPTS)[0]!.query.get('invoice')).toBe('2003');
    // Paid in part: cancelling is refused, with the reason beside the button. The button stays
    // focusable (aria-disabled) so a keyboard user reaches it and hears why; pressing it opens nothing.
    const cancel = screen.getByRole('button', { name: 'Cancel invoice' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    expect(cancel).not.toHaveAttribute('disabled');
    expect(cancel).toHaveAccessibleDescription('A payment is recorded on this invoice: it can no longer be changed.');
    cancel.focus();
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('prints with window.print, and offers Delete draft for a draft', async () => {
    stubApi()
      .on('get', ONE, { status: 200, body: DRAFT })
      .on('get', RECEIPTS, { status: 200, body: receipts([]) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPage('2002');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
    // A draft is owed nothing yet: no account to pay into.
    expect(screen.queryByRole('region', { name: 'Pay into' })).toBeNull();
  });

  it('cancels after asking, and the modal closes', async () => {
    const api = stubApi()
      .on('get', ONE, { status: 200, body: UNPAID })
      .on('get', RECEIPTS, { status: 200, body: receipts([]) })
      .on('patch', ONE, { status: 200, body: { ...UNPAID, state: 'cancelled' } });
    const { user } = renderPage('2001');
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls('patch', ONE)[0]!.body).toEqual({ state: 'cancelled' });
  });

  it('says not found for a 404 and for an id that is no id', async () => {
    stubApi().on('get', ONE, { status: 404, body: { detail: 'Not found.' } });
    renderPage('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
  });

  it.each(HOSTILE_NAMES.slice(0, 4))('renders a line and title %j as text', async (name) => {
    stubApi()
      .on('get', ONE, { status: 200, body: { ...UNPAID, title: name, items: [{ ...UNPAID.items[0]!, name }] } })
      .on('get', RECEIPTS, { status: 200, body: receipts([]) });
    renderPage('2001');
    expect(await screen.findByRole('cell', { name })).toBeInTheDocument();
    expectInertDom();
  });
});
