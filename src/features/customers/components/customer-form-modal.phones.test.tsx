import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import { CustomerFormModal } from './customer-form-modal';

type Customer = BusinessSchemas['Customer'];

const CUSTOMERS = '/business/v1/{businessId}/tools/customers/';
const CUSTOMER = '/business/v1/{businessId}/tools/customers/{id}';
const NAIRA = TEST_BUSINESS;
const DOLLAR = { ...TEST_BUSINESS, currency: 'USD' };
const businessOf = (currency: 'NGN' | 'USD') => (currency === 'USD' ? DOLLAR : NAIRA);

const saved = (body: BusinessSchemas['CustomerInput'], id = 101): Customer => ({
  id,
  name: body.name,
  type: body.type ?? 'individual',
  email: body.email ?? null,
  phone_number: body.phone_number ?? null,
  active: true,
  created_at: '2026-11-20T10:00:00Z',
});

function api() {
  return stubApi()
    .on('post', CUSTOMERS, ({ body }) => ({ status: 201, body: saved(body) }))
    .on('put', CUSTOMER, ({ body, params }) => ({ status: 200, body: saved(body, Number(params.id)) }));
}

const phone = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: /^Phone/ });

async function addWithPhone(business: typeof NAIRA, typed: string) {
  const stub = api();
  const { user } = renderWithApp(<CustomerFormModal open onOpenChange={vi.fn()} />, { business });
  const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ada Obi');
  await user.click(phone());
  await user.paste(typed);
  await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
  return { stub, user, dialog };
}

describe('customer form: phone numbers in the business’s country', () => {
  it.each([
    ['NGN', 'e.g. 0803 123 4567', '0803 123 4567'],
    ['USD', 'e.g. (555) 123-4567', '(555) 123-4567'],
  ] as const)('shows an %s business its own example', async (currency, hint, placeholder) => {
    const business = businessOf(currency);
    api();
    renderWithApp(<CustomerFormModal open onOpenChange={vi.fn()} />, { business });
    await screen.findByRole('dialog', { name: 'Add customer' });
    expect(phone()).toHaveAccessibleDescription(hint);
    expect(phone()).toHaveAttribute('placeholder', placeholder);
    expect(phone()).toHaveAttribute('type', 'tel');
  });

  it.each([
    ['NGN', '0803 345 6789', '+2348033456789'],
    ['NGN', '234 803 345 6789', '+2348033456789'],
    ['NGN', '+1 713 555 0142', '+17135550142'],
    ['USD', '(713) 555-0142', '+17135550142'],
    ['USD', '713.555.0142', '+17135550142'],
    ['USD', '+234 803 345 6789', '+2348033456789'],
  ] as const)('a %s business sends %s as E.164', async (currency, typed, e164) => {
    const business = businessOf(currency);
    const { stub } = await addWithPhone(business, typed);
    await waitFor(() => expect(stub.calls('post', CUSTOMERS)).toHaveLength(1));
    expect(stub.calls('post', CUSTOMERS)[0]?.body).toMatchObject({ phone_number: e164 });
  });

  it.each([
    ['NGN', '0613 555 0142', 'Enter a valid Nigerian phone number, e.g. 0803 123 4567'],
    ['NGN', '0803 345', 'Enter a valid Nigerian phone number, e.g. 0803 123 4567'],
    ['USD', '0803 345 6789', 'Enter a valid US phone number, e.g. (555) 123-4567'],
    ['USD', '(113) 555-0142', 'Enter a valid US phone number, e.g. (555) 123-4567'],
  ] as const)('a %s business refuses %s at the field with its country’s message', async (currency, typed, message) => {
    const business = businessOf(currency);
    const { stub, dialog } = await addWithPhone(business, typed);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription(message);
    expect(stub.calls('post', CUSTOMERS)).toHaveLength(0);
  });

  it.each([
    '=cmd|calc',
    '+2348033456789<script>',
    '０８０３ ３４５ ６７８９',
    ...HOSTILE_STRINGS.slice(1, 4).map((h) => h.value),
  ])('refuses hostile input %j at the field and keeps it as plain text', async (typed) => {
    const { stub, dialog } = await addWithPhone(NAIRA, typed);
    expect(await within(dialog).findByText('Enter a valid Nigerian phone number, e.g. 0803 123 4567')).toBeInTheDocument();
    expect(phone()).toHaveValue(typed);
    expect(stub.calls('post', CUSTOMERS)).toHaveLength(0);
    expectInertDom();
  });

  it.each([
    ['NGN', '+2348033456789', '0803 345 6789'],
    ['NGN', '08023456789', '0802 345 6789'],
    ['NGN', '+17135550142', '+1 713-555-0142'],
    ['USD', '+17135550142', '(713) 555-0142'],
    ['USD', '+2348033456789', '+234 803 345 6789'],
  ] as const)('a %s business edits %s shown as %s, and saves it as E.164', async (currency, stored, shown) => {
    const business = businessOf(currency);
    const stub = api();
    const customer = saved({ name: 'Ada Obi', phone_number: stored }, 7);
    const { user } = renderWithApp(<CustomerFormModal open onOpenChange={vi.fn()} customer={customer} />, { business });
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    expect(phone()).toHaveValue(shown);
    await user.clear(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Ada O.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(stub.calls('put', CUSTOMER)).toHaveLength(1));
    const sent = stub.calls('put', CUSTOMER)[0]?.body as { phone_number: string };
    expect(sent.phone_number).toMatch(/^\+\d+$/);
    expect(sent.phone_number).toBe(stored.startsWith('+') ? stored : '+2348023456789');
  });
});
