/** The invoice form (issue 13, item 3): rules, live totals, terms, stock, customer modal, confirmation, save once, faults. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import type { Business } from '@/features/business';
import { invoiceTotals } from '@/lib/invoice-totals';
import { formatMoney } from '@/lib/money';
import { stubApi, type ApiStub } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { describeSaveFaults, renderForm } from '@/test/form-faults';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp, textField } from '@/test/render';
import { lineFromItem } from '../schemas/invoice-form';
import { DRAFT } from './invoices-fixtures';
import { InvoiceFormModal, type InvoiceFormModalProps } from './invoice-form-modal';

vi.setConfig({ testTimeout: 30_000 });

const INVOICES = '/business/v1/{businessId}/tools/invoices/';
const INVENTORY = '/business/v1/{businessId}/tools/inventories/';
const CUSTOMERS = '/business/v1/{businessId}/tools/customers/';
const CURRENCIES = '/business/v1/currencies/';
const CUSTOMER = '/business/v1/{businessId}/tools/customers/{id}';

type Item = BusinessSchemas['InventoryItem'];
type Invoice = BusinessSchemas['Invoice'];

const BUSINESS: Business = {
  ...TEST_BUSINESS,
  default_vat: '7.5',
  default_payment_terms: 14,
  locations: [
    {
      id: 21,
      name: 'Balogun shop',
      address: '14 Balogun Street',
      phone_number: '+2348031234567',
      active: true,
      created_at: '2026-01-10T09:00:00Z',
    },
  ],
};

const item = (id: number, fields: Partial<Item> = {}): Item => ({
  id,
  name: `Item ${id}`,
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
  quantity: 5,
  location: 21,
  active: true,
  supplier: null,
  unit: null,
  is_published: false,
  low_stock_threshold: null,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
  ...fields,
});

const ANKARA = item(1001, { name: 'Ankara fabric', unit_price: '15000.00', quantity: 5 });
const SCARF = item(1002, { name: 'Silk scarf', unit_price: '4500.50', quantity: 3, barcode_number: '6151234567890' });
const TAILORING = item(1003, { name: 'Tailoring', type: 'service', unit_price: '8000.00', quantity: 0 });

const CHIDI: BusinessSchemas['Customer'] = {
  id: 301,
  name: 'Chidi Okafor',
  email: null,
  phone_number: null,
  type: 'individual',
  active: true,
  created_at: '2026-01-01T00:00:00Z',
};

function invoiceOf(id: number, body: BusinessSchemas['InvoiceInput']): Invoice {
  const totals = invoiceTotals({
    lines: body.items.map((l) => ({ quantity: l.quantity, unit_price: l.unit_price ?? '0' })),
    discount: body.discount ?? '0',
    vat: body.vat ?? '0',
  });
  return {
    id,
    number: `INV-${String(id).padStart(6, '0')}`,
    title: body.title,
    customer: { id: body.customer, name: 'Chidi Okafor', email: null, phone_number: null },
    currency: {
      id: 1,
      name: 'Nigerian Naira',
      code: body.currency ?? 'NGN',
      symbol: '₦',
      active: true,
      created_at: '2025-12-01T00:00:00Z',
    },
    items: body.items.map((l, i) => ({
      id: i + 1,
      inventory: l.inventory,
      name: 'x',
      quantity: l.quantity,
      unit_price: l.unit_price ?? '0',
      total: '0',
    })),
    member: null,
    receipt: [],
    total_amount: totals.total_amount,
    discount: totals.discount,
    vat: body.vat ?? '0',
    vat_amount: totals.vat_amount,
    total_amount_due: totals.total_amount_due,
    total_amount_paid: '0.00',
    total_balance: totals.total_amount_due,
    change: '0.00',
    sale_date: body.sale_date,
    due_date: body.due_date ?? null,
    file: null,
    attachment: null,
    share: null,
    state: body.state ?? 'unpaid',
    note: body.note ?? null,
    location: body.location ?? 21,
    created_at: '2026-11-24T10:00:00Z',
    updated_at: '2026-11-24T10:00:00Z',
  } as unknown as Invoice;
}

function api(): ApiStub {
  return stubApi()
    .on('get', CURRENCIES, {
      status: 200,
      body: [
        { id: 1, name: 'Nigerian Naira', code: 'NGN', symbol: '₦', active: true, created_at: '2025-12-01T00:00:00Z' },
        { id: 2, name: 'US Dollar', code: 'USD', symbol: '$', active: true, created_at: '2025-12-01T00:00:00Z' },
      ],
    })
    .on('get', INVENTORY, ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const results = [ANKARA, SCARF, TAILORING].filter(
        (i) => i.name.toLowerCase().includes(search) || (i.barcode_number ?? '').includes(search),
      );
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    })
    .on('get', CUSTOMERS, { status: 200, body: { count: 1, next: null, previous: null, results: [CHIDI] } })
    .on('post', CUSTOMERS, ({ body }) => ({ status: 201, body: { ...CHIDI, id: 333, ...body } }))
    .on('get', CUSTOMER, ({ params }) => ({
      status: 200,
      body: { ...CHIDI, id: Number(params.id), name: 'Amaka Stores', type: 'business' },
    }))
    .on('post', INVOICES, ({ body }) => ({ status: 201, body: invoiceOf(2001, body) }));
}

async function open(props: Partial<InvoiceFormModalProps> = {}) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const result = renderWithApp(
    <InvoiceFormModal open onOpenChange={onOpenChange} onSaved={onSaved} initialLines={[lineFromItem(ANKARA)]} {...props} />,
    { business: BUSINESS, location: 21, routerPath: '/' },
  );
  return { ...result, onSaved, onOpenChange, dialog: await screen.findByRole('dialog') };
}

type User = Awaited<ReturnType<typeof open>>['user'];

async function pickCustomer(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('combobox', { name: /Customer/ }));
  await user.click(await screen.findByRole('option', { name: 'Chidi Okafor' }));
}

async function fillValid(user: User, dialog: HTMLElement) {
  await user.type(textField(dialog, 'Title'), 'Wedding outfits');
  await pickCustomer(user, dialog);
}

const quantity = (dialog: HTMLElement, line: number) =>
  within(within(dialog).getByRole('listitem', { name: `Line ${line}` })).getByRole('textbox', { name: 'Quantity' });
const amountDue = (dialog: HTMLElement) => within(dialog).getByTestId('amount-due');

describe('InvoiceFormModal', () => {
  it("starts with the business's VAT, terms and currency, and the terms set the due date", async () => {
    api();
    const { user, dialog } = await open();
    expect(textField(dialog, 'VAT %')).toHaveValue('7.5');
    expect(within(dialog).getByRole('combobox', { name: 'Payment terms' })).toHaveValue('14');
    const sale = within(dialog).getByLabelText('Sale date');
    const due = within(dialog).getByLabelText('Due date');
    await user.clear(sale);
    await user.type(sale, '2026-12-25');
    expect(due).toHaveValue('2027-01-08');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment terms' }), '30');
    expect(due).toHaveValue('2027-01-24');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Payment terms' }), '0');
    expect(due).toHaveValue('2026-12-25');
  });

  it('computes the totals live, as invoiceTotals does', async () => {
    api();
    const { user, dialog } = await open();
    const cases = [
      { qty: '2', discount: '2000', vat: '7.5' },
      { qty: '3', discount: '0.10', vat: '0' },
      { qty: '1', discount: '0', vat: '8.25' },
    ];
    for (const c of cases) {
      await user.clear(quantity(dialog, 1));
      await user.type(quantity(dialog, 1), c.qty);
      await user.clear(textField(dialog, 'Discount'));
      await user.type(textField(dialog, 'Discount'), c.discount);
      await user.clear(textField(dialog, 'VAT %'));
      await user.type(textField(dialog, 'VAT %'), c.vat);
      const expected = invoiceTotals({
        lines: [{ quantity: Number(c.qty), unit_price: '15000.00' }],
        discount: c.discount,
        vat: c.vat,
      });
      expect(amountDue(dialog)).toHaveTextContent(formatMoney(expected.total_amount_due, 'NGN'));
    }
  });

  it('refuses a line over the stock left, at the line, and sends nothing', async () => {
    const stub = api();
    const { user, dialog } = await open();
    await fillValid(user, dialog);
    expect(within(dialog).getByText('5 left at this location')).toBeInTheDocument();
    await user.clear(quantity(dialog, 1));
    await user.type(quantity(dialog, 1), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Only 5 left.')).toBeInTheDocument();
    expect(quantity(dialog, 1)).toHaveAttribute('aria-invalid', 'true');
    expect(stub.calls('post', INVOICES)).toHaveLength(0);
  });

  it('adds a second line by barcode, reviews, keeps the input after Back and saves once on a double click', async () => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Item 2' }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Item 2' }), '615123');
    await user.click(await screen.findByRole('option', { name: 'Silk scarf (3 left)' }));
    expect(within(dialog).getByText('3 left at this location')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Check the invoice before saving' });
    expect(heading).toBeInTheDocument();
    const expected = invoiceTotals({
      lines: [
        { quantity: 1, unit_price: '15000.00' },
        { quantity: 1, unit_price: '4500.50' },
      ],
      vat: '7.5',
    });
    const summary = heading.closest('section')!;
    expect(within(summary).getByTestId('amount-due')).toHaveTextContent(formatMoney(expected.total_amount_due, 'NGN'));
    expect(within(summary).getByText('Chidi Okafor')).toBeInTheDocument();
    expect(within(summary).getByText('Silk scarf')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(textField(dialog, 'Title')).toHaveValue('Wedding outfits');
    expect(within(dialog).getByRole('combobox', { name: 'Item 2' })).toHaveValue('Silk scarf (3 left)');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const save = await within(dialog).findByRole('button', { name: 'Save invoice' });
    await user.dblClick(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stub.calls('post', INVOICES)).toHaveLength(1);
    const body = stub.calls('post', INVOICES)[0]!.body;
    expect(body).toMatchObject({
      title: 'Wedding outfits',
      customer: 301,
      state: 'unpaid',
      vat: '7.5',
      discount: '0.00',
      items: [
        { inventory: 1001, quantity: 1, unit_price: '15000.00' },
        { inventory: 1002, quantity: 1, unit_price: '4500.50' },
      ],
    });
  });

  it('retries a lost answer under the same Idempotency-Key (one invoice, however many tries)', async () => {
    const stub = api();
    stub.failNext('post', INVOICES, 'network');
    const { user, dialog, onSaved } = await open();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const save = await within(dialog).findByRole('button', { name: 'Save invoice' });
    await user.click(save);
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const keys = stub.calls('post', INVOICES).map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^\S{8,128}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends a new Idempotency-Key when the invoice changed after a failure', async () => {
    const stub = api();
    stub.failNext('post', INVOICES, { status: 500, body: { detail: 'The server is having a moment.' } });
    const { user, dialog, onSaved } = await open();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await user.type(textField(dialog, 'Title'), ' (two)');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save as draft' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const [first, second] = stub.calls('post', INVOICES).map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^\S{8,128}$/);
    expect(second).toMatch(/^\S{8,128}$/);
    expect(second).not.toBe(first);
  });

  it('puts the server’s errors at their fields, the line’s at its quantity, and keeps every field', async () => {
    const stub = api();
    stub.on('post', INVOICES, {
      status: 400,
      body: {
        items: ['Line 1: only 2 of Ankara fabric left at this location.'],
        'items.0.quantity': ['Only 2 left.'],
        due_date: ['Enter a valid date.'],
      },
    });
    const { user, dialog, onSaved } = await open();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save invoice' }));
    expect(await within(dialog).findByText('Only 2 left.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid date.')).toBeInTheDocument();
    expect(textField(dialog, 'Title')).toHaveValue('Wedding outfits');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves a draft without the confirmation', async () => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await fillValid(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stub.calls('post', INVOICES)[0]!.body).toMatchObject({ state: 'draft' });
  });

  it('requires a title, a customer and a valid discount and VAT, at their fields', async () => {
    const stub = api();
    const { user, dialog } = await open();
    await user.clear(textField(dialog, 'Discount'));
    await user.type(textField(dialog, 'Discount'), '99999');
    await user.clear(textField(dialog, 'VAT %'));
    await user.type(textField(dialog, 'VAT %'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a customer')).toBeInTheDocument();
    expect(within(dialog).getByText('The discount cannot be more than the total.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a VAT rate from 0 to 100, with at most 2 decimals.')).toBeInTheDocument();
    expect(stub.calls('post', INVOICES)).toHaveLength(0);
  });

  it('creates a customer in its modal without leaving the form, and chooses it', async () => {
    const stub = api();
    const { user, dialog } = await open();
    await user.type(textField(dialog, 'Title'), 'Fitting');
    await user.click(within(dialog).getByRole('combobox', { name: /Customer/ }));
    await user.click(await screen.findByRole('option', { name: '+ New customer' }));
    const customerDialog = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.type(within(customerDialog).getByRole('textbox', { name: /Name/ }), 'Amaka Stores');
    await user.click(within(customerDialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Business' }));
    await user.click(within(customerDialog).getByRole('button', { name: /Add customer|Save/ }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Customer/ })).toHaveValue('Amaka Stores'));
    expect(textField(dialog, 'Title')).toHaveValue('Fitting');
    expect(stub.calls('post', CUSTOMERS)).toHaveLength(1);
    // The confirmation names the new customer.
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    const heading = await within(dialog).findByRole('heading', { name: 'Check the invoice before saving' });
    expect(await within(heading.closest('section')!).findByText('Amaka Stores')).toBeInTheDocument();
  });

  it('refuses an attachment over 10 MB at the field', async () => {
    api();
    const { user, dialog } = await open();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Attachment'), big);
    expect(within(dialog).getByText('The file is larger than 10 MB.')).toBeInTheDocument();
  });

  it('renders hostile titles and notes as text in the confirmation', async () => {
    const stub = api();
    const { user, dialog } = await open();
    const hostile = HOSTILE_NAMES.slice(0, 3).join(' ');
    await user.click(textField(dialog, 'Title'));
    await user.paste(hostile.slice(0, 200));
    await user.click(textField(dialog, 'Notes'));
    await user.paste(hostile);
    await pickCustomer(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await within(dialog).findByRole('heading', { name: 'Check the invoice before saving' });
    expectInertDom(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(stub.calls('post', INVOICES)).toHaveLength(1));
    expect((stub.calls('post', INVOICES)[0]!.body as { title: string }).title).toBe(hostile.slice(0, 200).trim());
  });
});

describe('InvoiceFormModal: editing a draft', () => {
  const ONE = '/business/v1/{businessId}/tools/invoices/{id}';
  // A draft with every field set: two lines, a discount, VAT, 14-day terms and a note.
  const EXISTING: Invoice = {
    ...DRAFT,
    customer: { id: 301, name: 'Chidi Okafor', email: null, phone_number: null },
    discount: '1000.00',
    vat: '7.5',
    sale_date: '2026-11-02',
    due_date: '2026-11-16',
    note: 'Deliver to the shop on Friday.',
  };

  async function openDraft(stub: ApiStub) {
    const onSaved = vi.fn();
    const result = renderWithApp(<InvoiceFormModal open onOpenChange={vi.fn()} onSaved={onSaved} invoice={EXISTING} />, {
      business: BUSINESS,
      location: 21,
      routerPath: '/',
    });
    const dialog = await screen.findByRole('dialog', { name: `Edit ${EXISTING.number}` });
    return { ...result, stub, onSaved, dialog };
  }

  const line = (dialog: HTMLElement, n: number) => within(within(dialog).getByRole('listitem', { name: `Line ${n}` }));

  it('fills every field from the invoice', async () => {
    const { dialog } = await openDraft(api());
    expect(textField(dialog, 'Title')).toHaveValue(EXISTING.title);
    expect(await within(dialog).findByRole('combobox', { name: /Customer/ })).toHaveValue('Chidi Okafor');
    expect(within(dialog).getByRole('combobox', { name: /Currency/ })).toHaveValue('NGN');
    expect(within(dialog).getByLabelText('Sale date')).toHaveValue('2026-11-02');
    expect(within(dialog).getByRole('combobox', { name: 'Payment terms' })).toHaveValue('14');
    expect(within(dialog).getByLabelText('Due date')).toHaveValue('2026-11-16');
    expect(line(dialog, 1).getByRole('combobox', { name: 'Item 1' })).toHaveValue('Ankara fabric (6 yards)');
    expect(line(dialog, 1).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(line(dialog, 1).getByRole('textbox', { name: /Unit price/ })).toHaveValue('12500.00');
    expect(line(dialog, 2).getByRole('combobox', { name: 'Item 2' })).toHaveValue('Tailoring');
    expect(line(dialog, 2).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(line(dialog, 2).getByRole('textbox', { name: /Unit price/ })).toHaveValue('8000.00');
    expect(textField(dialog, 'Discount')).toHaveValue('1,000.00');
    expect(textField(dialog, 'VAT %')).toHaveValue('7.5');
    expect(textField(dialog, 'Notes')).toHaveValue('Deliver to the shop on Friday.');
    // The figures are the invoice's own: 33,000 - 1,000 + 7.5 % VAT.
    expect(amountDue(dialog)).toHaveTextContent('₦34,400.00');
  });

  it('saves with one PATCH of the invoice (never a new one), issuing the draft', async () => {
    const stub = api().on('patch', ONE, ({ body }) => ({
      status: 200,
      body: { ...EXISTING, ...body, state: 'unpaid' } as Invoice,
    }));
    const { user, dialog, onSaved } = await openDraft(stub);
    await user.clear(textField(dialog, 'Title'));
    await user.type(textField(dialog, 'Title'), 'Aso-ebi, confirmed');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save invoice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stub.calls('post', INVOICES)).toHaveLength(0);
    const patches = stub.calls('patch', ONE);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.params.id).toBe(String(EXISTING.id));
    expect(patches[0]!.body).toMatchObject({
      title: 'Aso-ebi, confirmed',
      customer: 301,
      state: 'unpaid',
      discount: '1000.00',
      vat: '7.5',
      note: 'Deliver to the shop on Friday.',
      items: [
        { inventory: 31, quantity: 2, unit_price: '12500.00' },
        { inventory: 32, quantity: 1, unit_price: '8000.00' },
      ],
    });
    // The location is set when an invoice is raised; an edit never moves it.
    expect(patches[0]!.body).not.toHaveProperty('location');
  });

  it('keeps every change when the save fails, and the next press saves once', async () => {
    const stub = api().on('patch', ONE, ({ body }) => ({ status: 200, body: { ...EXISTING, ...body } as Invoice }));
    stub.failNext('patch', ONE, { status: 500, body: { detail: 'The server is having a moment.', code: 'server_error' } });
    const { user, dialog, onSaved } = await openDraft(stub);
    await user.clear(textField(dialog, 'Notes'));
    await user.type(textField(dialog, 'Notes'), 'Collect on Saturday.');
    await user.clear(line(dialog, 1).getByRole('textbox', { name: 'Quantity' }));
    await user.type(line(dialog, 1).getByRole('textbox', { name: 'Quantity' }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(textField(dialog, 'Notes')).toHaveValue('Collect on Saturday.');
    expect(line(dialog, 1).getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    expect(textField(dialog, 'Title')).toHaveValue(EXISTING.title);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save as draft' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const patches = stub.calls('patch', ONE);
    expect(patches).toHaveLength(2);
    expect(patches[1]!.body).toEqual(patches[0]!.body);
    // Still a draft: saving as a draft does not issue it.
    expect(patches[1]!.body).not.toHaveProperty('state');
    expect(patches[1]!.body).toMatchObject({
      note: 'Collect on Saturday.',
      items: [{ inventory: 31, quantity: 3 }, { inventory: 32 }],
    });
    expect(stub.calls('post', INVOICES)).toHaveLength(0);
  });
});

describe('InvoiceFormModal: faults', () => {
  // 'Save as draft' saves straight from the form: the same save path as the confirmation's.
  describeSaveFaults({
    render: () =>
      renderForm(
        api(),
        (onSaved) => <InvoiceFormModal open onOpenChange={vi.fn()} onSaved={onSaved} initialLines={[lineFromItem(ANKARA)]} />,
        { business: BUSINESS, location: 21 },
      ),
    method: 'post',
    path: INVOICES,
    submit: 'Save as draft',
    values: { Title: 'Wedding outfits' },
    complete: (form) => pickCustomer(form.user, form.dialog),
  });
});
