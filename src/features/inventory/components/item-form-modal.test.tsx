/** The item form (issue 12, item 3): rules, defaults, supplier sub-form, confirmation, edit, faults, barcode lookup. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import type { Business, Membership } from '@/features/business';
import { stubApi, succeeded, type ApiStub } from '@/test/api-stub';
import { TEST_BUSINESS } from '@/test/fixtures';
import { hostileStrings } from '@/test/form-faults';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import { expectFieldsKept, expectInertDom, fillFields, renderWithApp, textField } from '@/test/render';
import { permissionId } from '@/lib/permissions';
import { ItemFormModal, type ItemFormModalProps } from './item-form-modal';

vi.setConfig({ testTimeout: 30_000 });

const LIST = '/business/v1/{businessId}/tools/inventories/';
const ITEM = '/business/v1/{businessId}/tools/inventories/{id}/';
const TAGS = '/business/v1/{businessId}/tools/tags/';
const SUPPLIERS = '/business/v1/{businessId}/tools/suppliers/';
const SUPPLIER = '/business/v1/{businessId}/tools/suppliers/{id}';

type Item = BusinessSchemas['InventoryItem'];

const BUSINESS: Business = {
  ...TEST_BUSINESS,
  locations: [
    {
      id: 21,
      name: 'Balogun shop',
      address: '14 Balogun Street',
      phone_number: '+2348031234567',
      active: true,
      created_at: '2026-01-10T09:00:00Z',
    },
    {
      id: 22,
      name: 'Ikeja store',
      address: '3 Allen Avenue',
      phone_number: '+2348031234568',
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
  quantity: 48,
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

const saved = (id: number, body: BusinessSchemas['InventoryItemInput']): Item =>
  item(id, {
    ...body,
    tags: body.tags ?? ['PCS'],
    categories: body.categories ?? [],
    description: body.description ?? null,
    barcode_number: body.barcode_number ?? null,
    quantity: body.quantity ?? 0,
    location: body.location ?? 21,
    supplier: body.supplier ?? null,
    low_stock_threshold: body.low_stock_threshold ?? null,
    cost_price: body.cost_price ?? '0.00',
  });

function api(existing: Item[] = []): ApiStub {
  return stubApi()
    .on('get', TAGS, {
      status: 200,
      body: [
        { id: 1, name: 'PCS' },
        { id: 2, name: 'Yards' },
      ],
    })
    .on('get', LIST, ({ query }) => {
      const search = query.get('search') ?? '';
      const results = existing.filter((i) => (i.barcode_number ?? '').includes(search) || i.name.includes(search));
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    })
    .on('post', LIST, ({ body }) => ({ status: 201, body: saved(900, body) }))
    .on('put', ITEM, ({ body, params }) => ({ status: 200, body: saved(Number(params.id), body) }))
    .on('get', SUPPLIERS, {
      status: 200,
      body: {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            id: 41,
            name: 'Kano Cotton Mills',
            address: null,
            phone_number: null,
            email: null,
            description: null,
            active: true,
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
      },
    })
    .on('get', SUPPLIER, {
      status: 200,
      body: {
        id: 41,
        name: 'Kano Cotton Mills',
        address: null,
        phone_number: null,
        email: null,
        description: null,
        active: true,
        created_at: '2026-01-01T00:00:00Z',
      },
    })
    .on('post', SUPPLIERS, ({ body }) => ({
      status: 201,
      body: {
        id: 77,
        name: body.name,
        address: body.address ?? null,
        phone_number: body.phone_number ?? null,
        email: body.email ?? null,
        description: body.description ?? null,
        active: true,
        created_at: '2026-11-24T10:00:00Z',
      },
    }));
}

async function open(props: Partial<ItemFormModalProps> = {}, options: { membership?: Membership; location?: number } = {}) {
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  const result = renderWithApp(<ItemFormModal open onOpenChange={onOpenChange} onSaved={onSaved} {...props} />, {
    business: BUSINESS,
    location: options.location ?? 22,
    routerPath: '/',
    ...(options.membership ? { membership: options.membership } : {}),
  });
  return { ...result, onSaved, onOpenChange, dialog: await screen.findByRole('dialog') };
}

const VALID = { Name: 'Ankara fabric', Quantity: '12', 'Selling price': '15000', 'Cost price': '9500' };

const review = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Review' });
const saveButton = (dialog: HTMLElement) => within(dialog).findByRole('button', { name: /^Save (item|changes)$/ });

describe('ItemFormModal: rules and defaults', () => {
  it('starts as a product in PCS at the current location, with no supplier', async () => {
    api();
    const { dialog } = await open();
    expect(within(dialog).getByRole('radio', { name: 'Product' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: /^Unit/ })).toHaveValue('PCS');
    expect(within(dialog).getByRole('combobox', { name: /^Location/ })).toHaveValue('22');
    expect(textField(dialog, 'Quantity')).toHaveValue('0');
    expect(within(dialog).getByRole('radio', { name: 'No supplier' })).toBeChecked();
    // The business's tags are the unit choices.
    expect(await within(dialog).findByRole('option', { name: 'Yards' })).toBeInTheDocument();
  });

  it('requires a name and a selling price, a whole quantity and no negative price', async () => {
    const stub = api();
    const { user, dialog } = await open();
    await fillFields(user, dialog, { Quantity: '2.5', 'Cost price': '' });
    await user.click(review(dialog));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Selling price is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity must be a whole number of 0 or more')).toBeInTheDocument();
    expect(textField(dialog, 'Name')).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Save item' })).not.toBeInTheDocument();
    expect(stub.calls('post', LIST)).toHaveLength(0);
  });

  it('warns when selling below cost but still saves', async () => {
    const stub = api();
    const { user, dialog, onSaved, onOpenChange } = await open();
    await fillFields(user, dialog, { ...VALID, 'Selling price': '9000' });
    expect(within(dialog).getByText(/below the cost price/)).toBeInTheDocument();
    await user.click(review(dialog));
    await user.click(await saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(stub.calls('post', LIST)[0]!.body).toMatchObject({
      name: 'Ankara fabric',
      unit_price: '9000.00',
      cost_price: '9500.00',
      quantity: 12,
      location: 22,
      tags: ['PCS'],
      type: 'product',
      supplier: null,
    });
  });

  it('a service hides quantity, unit and low-stock alert and saves no stock', async () => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await user.click(within(dialog).getByRole('radio', { name: 'Service' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Quantity/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /^Unit/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Low-stock alert/ })).not.toBeInTheDocument();
    await fillFields(user, dialog, { Name: 'Tailoring', 'Selling price': '5000' });
    await user.click(review(dialog));
    expect(within(dialog).queryByText('Quantity')).not.toBeInTheDocument();
    await user.click(await saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stub.calls('post', LIST)[0]!.body).toMatchObject({ type: 'service', quantity: 0, low_stock_threshold: null });
  });
});

describe('ItemFormModal: confirmation', () => {
  it('shows what will be saved; Back keeps every field; Save saves once however often it is clicked', async () => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await fillFields(user, dialog, { ...VALID, Barcode: '5012345678900', Description: 'Six yards.' });
    await user.click(review(dialog));
    const summary = await within(dialog).findByRole('region', { name: 'Check the item before saving' });
    expect(within(summary).getByText('Ankara fabric')).toBeInTheDocument();
    expect(within(summary).getByText('12 PCS')).toBeInTheDocument();
    expect(within(summary).getByText(/5,500\.00 \(36\.7%\)/)).toBeInTheDocument();
    expect(within(summary).getByText('None')).toBeInTheDocument();
    expect(within(summary).getByRole('heading')).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expectFieldsKept(dialog, {
      ...VALID,
      'Selling price': '15,000',
      'Cost price': '9,500',
      Barcode: '5012345678900',
      Description: 'Six yards.',
    });
    expect(stub.calls('post', LIST)).toHaveLength(0);

    await user.click(review(dialog));
    const save = await saveButton(dialog);
    await user.dblClick(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stub.calls('post', LIST)).toHaveLength(1);
  });
});

describe('ItemFormModal: supplier', () => {
  it('creates a new supplier with the item, and a retry after the item fails creates no second supplier', async () => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await fillFields(user, dialog, VALID);
    await user.click(within(dialog).getByRole('radio', { name: 'New supplier' }));
    await fillFields(user, dialog, {
      'Supplier name': 'Aba Textiles',
      'Supplier phone': '0803 123 4567',
      'Supplier email': 'sales@aba.ng',
    });
    stub.failNext('post', LIST, { status: 500, body: { detail: 'The server is having a moment.' } });
    await user.click(review(dialog));
    expect(await within(dialog).findByText('Aba Textiles (new supplier)')).toBeInTheDocument();
    await user.click(await saveButton(dialog));
    expect(await screen.findByText('The server is having a moment.')).toBeInTheDocument();
    await waitFor(async () => expect(await saveButton(dialog)).toBeEnabled());
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(await saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const supplierPosts = stub.calls('post', SUPPLIERS);
    expect(supplierPosts).toHaveLength(1);
    expect(supplierPosts[0]!.body).toEqual({
      name: 'Aba Textiles',
      phone_number: '+2348031234567',
      email: 'sales@aba.ng',
      address: null,
      description: null,
    });
    const itemPosts = stub.calls('post', LIST);
    expect(itemPosts.map((c) => c.outcome)).toEqual([expect.objectContaining({ status: 500 }), 201]);
    expect(itemPosts[1]!.body).toMatchObject({ supplier: 77 });
  });

  it('checks the new supplier at its fields', async () => {
    const stub = api();
    const { user, dialog } = await open();
    await fillFields(user, dialog, VALID);
    await user.click(within(dialog).getByRole('radio', { name: 'New supplier' }));
    await fillFields(user, dialog, { 'Supplier phone': '12', 'Supplier email': 'not-an-email' });
    await user.click(review(dialog));
    expect(await within(dialog).findByText('Supplier name is required')).toBeInTheDocument();
    expect(within(dialog).getByText(/valid email/)).toBeInTheDocument();
    expect(textField(dialog, 'Supplier phone')).toHaveAttribute('aria-invalid', 'true');
    expect(stub.calls('post', SUPPLIERS)).toHaveLength(0);
  });

  it('picks an existing supplier', async () => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await fillFields(user, dialog, VALID);
    await user.click(within(dialog).getByRole('radio', { name: 'Existing supplier' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Choose a supplier' }));
    await user.click(await screen.findByRole('option', { name: 'Kano Cotton Mills' }));
    await user.click(review(dialog));
    expect(await within(dialog).findByText('Kano Cotton Mills')).toBeInTheDocument();
    await user.click(await saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(stub.calls('post', LIST)[0]!.body).toMatchObject({ supplier: 41 });
    expect(stub.calls('post', SUPPLIERS)).toHaveLength(0);
  });

  it('members without Suppliers create cannot add one; without view they see no supplier part', async () => {
    api();
    const viewer: Membership = {
      business_id: 12,
      member_id: 5,
      is_owner: false,
      role: null,
      permissions: [permissionId('inventory', 'create'), permissionId('suppliers', 'view')],
    };
    const { dialog, unmount } = await open({}, { membership: viewer });
    expect(within(dialog).queryByRole('radio', { name: 'New supplier' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Supplier' })).toBeInTheDocument();
    unmount();
    const none: Membership = {
      business_id: 12,
      member_id: 5,
      is_owner: false,
      role: null,
      permissions: [permissionId('inventory', 'create')],
    };
    const second = await open({}, { membership: none });
    expect(within(second.dialog).queryByRole('group', { name: 'Supplier' })).not.toBeInTheDocument();
  });
});

describe('ItemFormModal: edit', () => {
  it('starts from the item, saves with PUT, and a refused save puts the server errors at the fields and keeps the input', async () => {
    const stub = api();
    const existing = item(5, {
      name: 'Lace',
      barcode_number: '123456',
      quantity: 7,
      categories: ['Fabrics'],
      supplier: 41,
      location: 21,
    });
    const { user, dialog, onSaved } = await open({ item: existing });
    expect(textField(dialog, 'Name')).toHaveValue('Lace');
    expect(within(dialog).getByText('Fabrics')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Existing supplier' })).toBeChecked();
    await fillFields(user, dialog, { Name: 'French lace', Barcode: '999999' });
    stub.failNext('put', ITEM, {
      status: 400,
      body: { barcode_number: ['Another item has this barcode.'], name: ['Too similar.'] },
    });
    await user.click(review(dialog));
    await user.click(await saveButton(dialog));
    expect(await within(dialog).findByText('Another item has this barcode.')).toBeInTheDocument();
    expect(within(dialog).getByText('Too similar.')).toBeInTheDocument();
    expectFieldsKept(dialog, { Name: 'French lace', Barcode: '999999' });
    expect(onSaved).not.toHaveBeenCalled();

    await fillFields(user, dialog, { Barcode: '999998' });
    await user.click(review(dialog));
    await user.click(await saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const puts = stub.calls('put', ITEM);
    expect(puts.filter(succeeded)).toHaveLength(1);
    expect(puts.at(-1)!.params.id).toBe('5');
    expect(puts.at(-1)!.body).toMatchObject({
      name: 'French lace',
      barcode_number: '999998',
      supplier: 41,
      quantity: 7,
      categories: ['Fabrics'],
    });
  });

  it.each(HOSTILE_NAMES.slice(0, 4))('an item named %j is shown as text', async (name) => {
    api();
    await open({ item: item(5, { name }) });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Edit “${name}”`, { normalizeWhitespace: false });
    expectInertDom();
  });
});

describe('ItemFormModal: faults and hostile input', () => {
  it.each([
    {
      name: 'a 500 with a message',
      failure: { status: 500, body: { detail: 'The server is having a moment.' } },
      message: 'The server is having a moment.',
    },
    { name: 'a dropped connection', failure: 'network' as const, message: 'Network Error' },
  ])('$name: says so, keeps the input, and the next try saves once with the same body', async ({ failure, message }) => {
    const stub = api();
    const { user, dialog, onSaved } = await open();
    await fillFields(user, dialog, VALID);
    stub.failNext('post', LIST, failure);
    await user.click(review(dialog));
    await user.click(await saveButton(dialog));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(async () => expect(await saveButton(dialog)).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expectFieldsKept(dialog, { Name: 'Ankara fabric', Quantity: '12' });
    await user.click(review(dialog));
    await user.click(await saveButton(dialog));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const calls = stub.calls('post', LIST);
    expect(calls.filter(succeeded)).toHaveLength(1);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
  });

  it('hostile strings are sent as typed (ends trimmed) and shown as text in the confirmation', async () => {
    const stub = api();
    const names = hostileStrings(200);
    const descriptions = hostileStrings(2000, true);
    for (let round = 0; round < 3; round += 1) {
      const { user, dialog, onSaved, unmount } = await open();
      const name = names[(round * 9) % names.length]!;
      const description = descriptions[(round * 9 + 4) % descriptions.length]!;
      await fillFields(user, dialog, { ...VALID, Name: name, Description: description });
      await user.click(review(dialog));
      await within(dialog).findByRole('region', { name: 'Check the item before saving' });
      expectInertDom();
      await user.click(await saveButton(dialog));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      const body = stub.calls('post', LIST).at(-1)!.body as Record<string, unknown>;
      expect(body.name).toBe(name.trim());
      expect(body.description).toBe(description.trim());
      unmount();
    }
  });
});

describe('ItemFormModal: barcode lookup', () => {
  it('a barcode that belongs to an item offers to open it instead of adding a duplicate', async () => {
    const stub = api([
      item(8, { name: 'Ankara <b>bold</b>', barcode_number: '5012345678900' }),
      item(9, { barcode_number: '50123456789001' }),
    ]);
    const { user, dialog, onOpenChange } = await open();
    await fillFields(user, dialog, { Barcode: '5012345' });
    // A partial code matches no item exactly.
    await waitFor(() => expect(stub.calls('get', LIST).some((c) => c.query.get('search') === '5012345')).toBe(true));
    expect(within(dialog).queryByText(/This barcode belongs to/)).not.toBeInTheDocument();

    await fillFields(user, dialog, { Barcode: '5012345678900' });
    expect(await within(dialog).findByText('This barcode belongs to “Ankara <b>bold</b>”.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Open “Ankara <b>bold</b>”' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(stub.calls('post', LIST)).toHaveLength(0);
    expectInertDom();
  });

  it('a scanner fills the barcode through setBarcode', async () => {
    const stub = api([item(8, { name: 'Scarf', barcode_number: '4006381333931' })]);
    const { user, dialog } = await open({
      scanSlot: ({ setBarcode }) => (
        <button type="button" onClick={() => setBarcode('4006381333931')}>
          Scan
        </button>
      ),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Scan' }));
    expect(textField(dialog, 'Barcode')).toHaveValue('4006381333931');
    expect(await within(dialog).findByText('This barcode belongs to “Scarf”.')).toBeInTheDocument();
    expect(stub.calls('get', LIST).some((c) => c.query.get('search') === '4006381333931')).toBe(true);
  });

  it('editing an item does not look its own barcode up', async () => {
    const stub = api([item(5, { barcode_number: '123456' })]);
    await open({ item: item(5, { barcode_number: '123456' }) });
    await screen.findByRole('option', { name: 'Yards' });
    expect(stub.calls('get', LIST)).toHaveLength(0);
  });
});
