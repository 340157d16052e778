import { describe, expect, it } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createQueryClient } from '@/api/query-client';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { hostile } from '@/test/hostile-strings';
import { expectInertDom } from '@/test/render';
import { PublicInvoicePage, publicInvoicePdfInput } from './public-invoice-page';

const PUBLIC = '/business/v1/public/invoices/{token}/';

const ANSWER: BusinessSchemas['PublicInvoice'] = {
  number: 'INV-000123',
  title: 'Wedding outfits for the Okafor family',
  state: 'partially_paid',
  business: {
    name: 'Adaeze Fabrics',
    logo: null,
    address: '14 Balogun Street, Lagos',
    email: 'hello@adaeze.ng',
    phone_number: '+2348031234567',
    tax_number: '12345678-0001',
    bank_account: { bank_code: '058', bank_name: 'GTBank', account_number: '0123456789', account_name: 'Adaeze Fabrics Ltd' },
  },
  customer_name: 'Chidi Okafor',
  currency: { id: 1, name: 'Nigerian Naira', code: 'NGN', symbol: '₦', active: true, created_at: '2026-01-01T00:00:00Z' },
  items: [{ name: 'Ankara fabric (6 yards)', quantity: 2, unit_price: '8500.00', total: '17000.00' }],
  total_amount: '17000.00',
  discount: '0.00',
  vat: '7.50',
  vat_amount: '1275.00',
  total_amount_due: '18275.00',
  total_amount_paid: '5000.00',
  total_balance: '13275.00',
  sale_date: '2026-11-01',
  due_date: '2026-11-15',
  note: null,
};

function renderPage(token = 'Zk3pQm8vT2aXr9LbN4cW') {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <PublicInvoicePage token={token} />
    </QueryClientProvider>,
  );
}

describe('PublicInvoicePage', () => {
  it('shows the invoice, its totals and the account to pay into, asked for without a session', async () => {
    const api = stubApi().on('get', PUBLIC, { status: 200, body: ANSWER });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000123' })).toBeInTheDocument();
    expect(screen.getByText('Adaeze Fabrics')).toBeInTheDocument();
    expect(screen.getByText('Chidi Okafor')).toBeInTheDocument();
    expect(screen.getByText('Ankara fabric (6 yards)')).toBeInTheDocument();
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent(/Amount due\s*₦\s?18,275\.00/);
    expect(totals).toHaveTextContent(/Paid\s*₦\s?5,000\.00/);
    expect(totals).toHaveTextContent(/Balance\s*₦\s?13,275\.00/);
    const pay = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(pay).toHaveTextContent('0123456789');
    expect(pay).toHaveTextContent(/Reference\s*INV-000123/);
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeInTheDocument();
    const call = api.calls('get', PUBLIC)[0]!;
    expect(call.params).toEqual({ token: 'Zk3pQm8vT2aXr9LbN4cW' });
    expect(call.headers.get('Authorization')).toBeNull();
  });

  it('says the link is not valid or revoked with the server’s 404 message', async () => {
    stubApi().on('get', PUBLIC, { status: 404, body: { detail: 'This invoice link is not valid or has been revoked.' } });
    renderPage('revokedtokenrevokedtoken');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice link is not valid or has been revoked.');
  });

  it('renders hostile text from the server as text', async () => {
    const evil = hostile('img onerror');
    stubApi().on('get', PUBLIC, {
      status: 200,
      body: {
        ...ANSWER,
        title: hostile('script tag'),
        customer_name: evil,
        note: hostile('svg onload'),
        business: { ...ANSWER.business, name: evil },
        items: [{ ...ANSWER.items[0]!, name: hostile('iframe javascript: src') }],
      },
    });
    renderPage();
    expect(await screen.findByText(hostile('script tag'))).toBeInTheDocument();
    expect(screen.getAllByText(evil).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText(hostile('iframe javascript: src'))).toBeInTheDocument();
    expectInertDom();
  });

  it('maps the public answer to the PDF builder’s input: number as the reference, the pay-into account', () => {
    const input = publicInvoicePdfInput(ANSWER, null);
    expect(input.invoiceNumber).toBe('INV-000123');
    expect(input.taxNumber).toBe('12345678-0001');
    expect(input.bankAccount).toEqual({ bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Adaeze Fabrics Ltd' });
    expect(input.invoice.total_balance).toBe('13275.00');
    expect(input.invoice.customer.name).toBe('Chidi Okafor');
    expect(input.business.currency).toBe('NGN');
  });
});
