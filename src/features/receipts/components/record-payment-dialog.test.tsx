import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { expectInertDom, renderWithApp } from '@/test/render';
import { hostile } from '@/test/hostile-strings';
import { toIsoDate } from '@/lib/dates';
import { RecordPaymentDialog, type RecordPaymentDialogProps } from './record-payment-dialog';

const RECEIPTS = '/business/v1/{businessId}/tools/receipts/';

const INVOICE: RecordPaymentDialogProps['invoice'] = {
  id: 301,
  number: 'INV-000123',
  title: 'Aso-ebi fabric for the wedding',
  total_balance: '18700.00',
  customer: { id: 40, name: 'Chiamaka Eze' } as BusinessSchemas['Invoice']['customer'],
  currency: { code: 'NGN' },
};

function receiptFor(body: BusinessSchemas['ReceiptInput'], change = '0.00'): BusinessSchemas['Receipt'] {
  return {
    id: 77,
    number: 'RCT-000045',
    invoice: body.invoice,
    invoice_number: INVOICE.number,
    amount: body.amount,
    change,
    currency: 'NGN',
    payment_method: body.payment_method,
    date: body.date,
    reference: body.reference ?? null,
    customer: INVOICE.customer,
    location: 21,
    created_at: '2026-11-24T09:00:00Z',
  };
}

const renderDialog = async () => {
  const api = stubApi().on('post', RECEIPTS, ({ body }) => ({
    status: 201,
    body: receiptFor(body, Number(body.amount) > 18700 ? '1300.00' : '0.00'),
  }));
  const onSaved = vi.fn();
  const { user } = renderWithApp(<RecordPaymentDialog invoice={INVOICE} open onOpenChange={vi.fn()} onRecorded={onSaved} />, {
    routerPath: '/',
  });
  const dialog = await screen.findByRole('dialog');
  return { api, user, onSaved, dialog };
};

const amountBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /Amount received/ });
const save = (form: Awaited<ReturnType<typeof renderDialog>>) =>
  form.user.click(within(form.dialog).getByRole('button', { name: 'Record payment' }));

async function chooseMethod(form: Awaited<ReturnType<typeof renderDialog>>, label: string) {
  await form.user.click(within(form.dialog).getByRole('combobox', { name: /Method/ }));
  await form.user.click(await screen.findByRole('option', { name: label }));
}

describe('RecordPaymentDialog', () => {
  it('defaults to the whole balance, in cash, today, and records it', async () => {
    const form = await renderDialog();
    const dialog = form.dialog;
    expect(within(dialog).getByText('₦18,700.00', { selector: '[data-slot="balance"]' })).toBeInTheDocument();
    expect(amountBox(dialog)).toHaveValue('18700.00');
    await save(form);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(form.api.calls('post', RECEIPTS).map((c) => c.body)).toEqual([
      { invoice: 301, amount: '18700.00', payment_method: 'cash', date: toIsoDate(), reference: null },
    ]);
    expect(await within(dialog).findByText('RCT-000045')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download receipt PDF' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', '/b/12/receipts/77');
  });

  it('refuses more than the balance by transfer at the amount, and sends nothing', async () => {
    const form = await renderDialog();
    await chooseMethod(form, 'Bank transfer');
    await form.user.clear(amountBox(form.dialog));
    await form.user.type(amountBox(form.dialog), '20000');
    await save(form);
    expect(
      await within(form.dialog).findByText(
        'At most the balance, ₦18,700.00; only a cash payment can be more (the rest is change).',
      ),
    ).toBeInTheDocument();
    expect(amountBox(form.dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(form.api.calls('post', RECEIPTS)).toHaveLength(0);
  });

  it('shows the change live for cash above the balance', async () => {
    const form = await renderDialog();
    await form.user.clear(amountBox(form.dialog));
    await form.user.type(amountBox(form.dialog), '20000');
    expect(within(form.dialog).getByText('Change to hand back: ₦1,300.00.')).toBeInTheDocument();
    await form.user.clear(amountBox(form.dialog));
    await form.user.type(amountBox(form.dialog), '5000');
    expect(within(form.dialog).getByText('Balance after this payment: ₦13,700.00.')).toBeInTheDocument();
  });

  it('a double press sends one POST with one Idempotency-Key', async () => {
    const form = await renderDialog();
    const button = within(form.dialog).getByRole('button', { name: 'Record payment' });
    await form.user.dblClick(button);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    const calls = form.api.calls('post', RECEIPTS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
  });

  it('retries a dropped connection with the same key, and uses a new key once the input changed', async () => {
    const form = await renderDialog();
    form.api.failNext('post', RECEIPTS, 'network');
    await save(form);
    await waitFor(() => expect(form.api.calls('post', RECEIPTS)).toHaveLength(1));
    form.api.failNext('post', RECEIPTS, 'network');
    await save(form);
    await waitFor(() => expect(form.api.calls('post', RECEIPTS)).toHaveLength(2));
    await form.user.clear(amountBox(form.dialog));
    await form.user.type(amountBox(form.dialog), '5000');
    await save(form);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    const keys = form.api.calls('post', RECEIPTS).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("puts the server's refusal at the amount", async () => {
    const form = await renderDialog();
    const refusal = 'At most the balance, 18700.00 NGN; only a cash payment can be more (the rest is change).';
    form.api.failNext('post', RECEIPTS, { status: 400, body: { amount: [refusal] } });
    await save(form);
    expect(await within(form.dialog).findByText(refusal)).toBeInTheDocument();
    expect(amountBox(form.dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(form.onSaved).not.toHaveBeenCalled();
  });

  it('puts a refusal at the invoice (already paid) where it can be seen', async () => {
    const form = await renderDialog();
    form.api.failNext('post', RECEIPTS, { status: 400, body: { invoice: ['This invoice is paid: it takes no more payments.'] } });
    await save(form);
    expect(await within(form.dialog).findByText('This invoice is paid: it takes no more payments.')).toBeInTheDocument();
  });

  it('sends a hostile reference as text and shows it inert', async () => {
    const form = await renderDialog();
    const text = hostile('img onerror');
    await form.user.type(within(form.dialog).getByRole('textbox', { name: /Reference/ }), text);
    await save(form);
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(form.api.calls('post', RECEIPTS)[0]?.body).toMatchObject({ reference: text.trim() });
    expectInertDom();
  });
});
