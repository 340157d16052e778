import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { hostile } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { ShareInvoiceDialog, emailLink, shareMessage, whatsAppLink } from './share-invoice-dialog';

const SHARE = '/business/v1/{businessId}/tools/invoices/{id}/share/';
const URL_ = 'http://127.0.0.1:5173/i/Zk3pQm8vT2aXr9LbN4cW';

const INVOICE: BusinessSchemas['Invoice'] = {
  id: 2001,
  number: 'INV-000123',
  title: 'Wedding outfits',
  customer: { id: 5, name: 'Chidi Okafor', email: 'chidi+okafor@example.com', phone_number: '08033456789' },
  currency: { id: 1, name: 'Nigerian Naira', code: 'NGN', symbol: '₦', active: true, created_at: '2026-01-01T00:00:00Z' },
  items: [],
  member: null,
  receipt: null,
  total_amount: '18700.00',
  discount: '0.00',
  vat: '0.00',
  vat_amount: '0.00',
  total_amount_due: '18700.00',
  total_amount_paid: '0.00',
  total_balance: '18700.00',
  change: '0.00',
  sale_date: '2026-11-01',
  due_date: '2026-12-04',
  file: null,
  attachment: null,
  share: null,
  state: 'unpaid',
  note: null,
  location: 21,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};

function open(invoice = INVOICE) {
  const api = stubApi()
    .on('post', SHARE, { status: 201, body: { token: 'Zk3pQm8vT2aXr9LbN4cW', url: URL_, created_at: '2026-11-20T15:40:00Z' } })
    .on('delete', SHARE, { status: 204, body: undefined });
  const onOpenChange = vi.fn();
  const app = renderWithApp(<ShareInvoiceDialog invoice={invoice} open onOpenChange={onOpenChange} />);
  return { api, onOpenChange, ...app };
}

describe('share links', () => {
  it('builds the WhatsApp link to the customer’s digits with the message encoded', () => {
    const message = shareMessage('Adaeze & Co', INVOICE, URL_);
    expect(message).toContain('INV-000123');
    expect(message).toContain('Adaeze & Co');
    expect(message).toMatch(/₦\s?18,700\.00/);
    expect(message).toContain(URL_);
    const link = whatsAppLink(message, '08033456789', 'NGN');
    expect(link.startsWith('https://wa.me/2348033456789?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(message);
    expect(link).not.toContain('Adaeze & Co');
    expect(whatsAppLink(message, null, 'NGN').startsWith('https://wa.me/?text=')).toBe(true);
  });

  it('builds the mailto link with an encoded subject and body, hostile names included', () => {
    const name = hostile('img onerror');
    const message = shareMessage(name, INVOICE, URL_);
    const link = emailLink(name, INVOICE, message);
    expect(link.startsWith('mailto:chidi%2Bokafor%40example.com?subject=')).toBe(true);
    const params = new URLSearchParams(link.split('?')[1]);
    expect(params.get('subject')).toBe(`Invoice INV-000123 from ${name}`);
    expect(params.get('body')).toBe(message);
  });
});

describe('ShareInvoiceDialog', () => {
  it('creates the link when opened and offers copy, WhatsApp and e-mail', async () => {
    const { api } = open();
    expect(await screen.findByDisplayValue(URL_)).toBeInTheDocument();
    expect(api.calls('post', SHARE)).toHaveLength(1);
    expect(api.calls('post', SHARE)[0]!.params).toMatchObject({ businessId: '12', id: '2001' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: /Send on WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/2348033456789\?text=/),
    );
    expect(within(dialog).getByRole('link', { name: /Send by e-mail/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(within(dialog).getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
  });

  it('asks before revoking, and revokes only when confirmed', async () => {
    const { api, user, onOpenChange } = open();
    await screen.findByDisplayValue(URL_);
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(api.calls('delete', SHARE)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('delete', SHARE)).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Revoke link' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(api.calls('delete', SHARE)).toHaveLength(1));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the server’s refusal for a draft as text', async () => {
    const api = stubApi().failNext('post', SHARE, { status: 400, body: { detail: 'Issue the invoice before sharing it.' } });
    renderWithApp(<ShareInvoiceDialog invoice={{ ...INVOICE, state: 'draft' }} open onOpenChange={vi.fn()} />);
    expect(await screen.findByText('Issue the invoice before sharing it.')).toBeInTheDocument();
    expect(api.calls('post', SHARE)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
    expectInertDom();
  });
});
