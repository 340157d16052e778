import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { describeFormFaults, renderForm } from '@/test/form-faults';
import { renderWithApp } from '@/test/render';
import { AdjustStockDialog } from './adjust-stock-dialog';

const ADJUST = '/business/v1/{businessId}/tools/inventories/{id}/adjustments/';

const ITEM = {
  id: 1001,
  name: 'Ankara fabric (6 yards)',
  tags: ['PCS'],
  currency: 'NGN',
  type: 'product',
  unit_price: '15000.00',
  cost_price: '9500.00',
  user: 501,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 48,
  location: 21,
  active: true,
  supplier: null,
  unit: 'piece',
  is_published: false,
  low_stock_threshold: 5,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
} satisfies BusinessSchemas['InventoryItem'];

function answered(body: BusinessSchemas['InventoryAdjustmentInput']) {
  return {
    status: 201 as const,
    body: {
      id: 9,
      item: ITEM.id,
      change: body.change,
      quantity_before: ITEM.quantity,
      quantity_after: ITEM.quantity + body.change,
      reason: body.reason,
      note: body.note ?? null,
      user: 501,
      user_name: 'Adaeze Okafor',
      created_at: '2026-11-24T09:00:00Z',
    },
  };
}

const renderDialog = (item: BusinessSchemas['InventoryItem'] = ITEM) => {
  const api = stubApi().on('post', ADJUST, ({ body }) => answered(body));
  return renderForm(api, (onSaved) => (
    <AdjustStockDialog item={item} scope={{ businessId: 12 }} onOpenChange={vi.fn()} onAdjusted={onSaved} />
  ));
};

async function chooseReason(form: ReturnType<typeof renderDialog>, label: string) {
  await form.user.click(within(form.dialog).getByRole('combobox', { name: /What happened/ }));
  await form.user.click(await screen.findByRole('option', { name: label }));
}

describe('AdjustStockDialog', () => {
  it('adds what was received and shows the stock after it before saving', async () => {
    const form = renderDialog();
    expect(within(form.dialog).getByText('In stock now: 48 piece.')).toBeInTheDocument();
    await form.user.type(within(form.dialog).getByRole('textbox', { name: /Units received/ }), '12');
    expect(within(form.dialog).getByText('After this: 60 piece in stock (+12).')).toBeInTheDocument();
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(form.api.calls('post', ADJUST).map((c) => c.body)).toEqual([{ change: 12, reason: 'received', note: null }]);
    expect(await screen.findByText('Stock of “Ankara fabric (6 yards)” is now 60 piece')).toBeInTheDocument();
  });

  it('takes away what was damaged, and never more than is in stock', async () => {
    const form = renderDialog();
    await chooseReason(form, 'Damaged or lost');
    const amount = within(form.dialog).getByRole('textbox', { name: /Units damaged or lost/ });
    await form.user.type(amount, '49');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(form.dialog).findByText('Only 48 in stock: you can take away at most 48.')).toBeInTheDocument();
    expect(form.api.calls('post', ADJUST)).toHaveLength(0);
    await form.user.clear(amount);
    await form.user.type(amount, '3');
    await form.user.type(within(form.dialog).getByRole('textbox', { name: /Note/ }), '  Rain got in  ');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(form.api.calls('post', ADJUST)[0]!.body).toEqual({ change: -3, reason: 'damaged', note: 'Rain got in' });
  });

  it('turns a stock count into the difference, and refuses a count equal to the stock', async () => {
    const form = renderDialog();
    await chooseReason(form, 'Stock count');
    const counted = within(form.dialog).getByRole('textbox', { name: /Counted quantity/ });
    await form.user.type(counted, '48');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(form.dialog).findByText('That is what is in stock already (48).')).toBeInTheDocument();
    await form.user.clear(counted);
    await form.user.type(counted, '45');
    expect(within(form.dialog).getByText('After this: 45 piece in stock (−3).')).toBeInTheDocument();
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(form.api.calls('post', ADJUST)[0]!.body).toMatchObject({ change: -3, reason: 'count_correction' });
  });

  it.each(['', '2.5', '-4', 'twelve', '0'])('refuses %j as a number of units, at the field', async (typed) => {
    const form = renderDialog();
    if (typed) await form.user.type(within(form.dialog).getByRole('textbox', { name: /Units received/ }), typed);
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    const messages = { '': 'Enter a number.', '0': 'Enter at least 1.' } as Record<string, string>;
    expect(await within(form.dialog).findByText(messages[typed] ?? 'Enter a whole number, like 12.')).toBeInTheDocument();
    expect(form.api.calls('post', ADJUST)).toHaveLength(0);
  });

  it('retries a dropped save under the same Idempotency-Key, and a changed one under a new key', async () => {
    const form = renderDialog();
    const amount = within(form.dialog).getByRole('textbox', { name: /Units received/ });
    await form.user.type(amount, '5');
    form.api.failNext('post', ADJUST, 'network');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    form.api.failNext('post', ADJUST, 'network');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(form.api.calls('post', ADJUST)).toHaveLength(2));
    await form.user.clear(amount);
    await form.user.type(amount, '6');
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    const keys = form.api.calls('post', ADJUST).map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the server’s refusal at the field and keeps the input', async () => {
    const form = renderDialog();
    await chooseReason(form, 'Sold outside the app');
    await form.user.type(within(form.dialog).getByRole('textbox', { name: /Units sold/ }), '10');
    form.api.failNext('post', ADJUST, { status: 400, body: { change: ['Only 8 in stock: you can take away at most 8.'] } });
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(form.dialog).findByText('Only 8 in stock: you can take away at most 8.')).toBeInTheDocument();
    expect(within(form.dialog).getByRole('textbox', { name: /Units sold/ })).toHaveValue('10');
  });
});

describeFormFaults({
  render: renderDialog,
  method: 'post',
  path: ADJUST,
  submit: 'Save adjustment',
  values: { 'Units received': '12', Note: 'Delivery from Kano' },
  free: { Note: { key: 'note', max: 500, multiline: true } },
  edit(text) {
    stubApi();
    renderWithApp(<AdjustStockDialog item={{ ...ITEM, name: text }} scope={{ businessId: 12 }} onOpenChange={vi.fn()} />);
    return { heading: `Adjust stock of “${text}”` };
  },
});
