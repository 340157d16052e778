import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { expectInertDom, renderWithApp } from '@/test/render';
import { ItemImportDialog } from './item-import-dialog';

type Item = BusinessSchemas['InventoryItem'];

const LIST = '/business/v1/{businessId}/tools/inventories/';
const ITEM = '/business/v1/{businessId}/tools/inventories/{id}/';
const LOCATION = 21;

const item = (id: number, fields: Partial<Item> = {}): Item => ({
  id,
  name: `Item ${id}`,
  tags: ['PCS'],
  currency: 'NGN',
  type: 'product',
  unit_price: '1500.00',
  cost_price: '900.00',
  user: 501,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 10,
  location: LOCATION,
  active: true,
  supplier: null,
  unit: null,
  is_published: false,
  low_stock_threshold: null,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
  ...fields,
});

/** A sandbox-like inventory API: lists `existing` (active or removed), creates in memory. */
function inventoryApi(existing: Item[]) {
  const rows = [...existing];
  const api = stubApi()
    .on('get', LIST, ({ query }) => {
      const active = query.get('active') !== 'false';
      const results = rows.filter((row) => row.active === active);
      return { status: 200, body: { count: results.length, next: null, previous: null, results } };
    })
    .on('post', LIST, ({ body }) => {
      const row = item(100 + rows.length, { ...body, tags: body.tags ?? ['PCS'] });
      rows.push(row);
      return { status: 201, body: row };
    })
    .on('patch', ITEM, ({ params, body }) => {
      const at = rows.findIndex((row) => row.id === Number(params.id));
      rows[at] = { ...rows[at]!, ...(body as Partial<Item>) };
      return { status: 200, body: rows[at] };
    });
  return { api, rows };
}

const csv = (...lines: string[]) => new File([lines.join('\r\n')], 'items.csv', { type: 'text/csv' });

async function openWithFile(file: File) {
  const view = renderWithApp(<ItemImportDialog open onOpenChange={vi.fn()} />, { location: LOCATION });
  const dialog = await screen.findByRole('dialog', { name: 'Import items' });
  await view.user.upload(await within(dialog).findByLabelText('CSV file'), file);
  await within(dialog).findByRole('heading', { name: 'Match the columns' });
  return { ...view, dialog };
}

describe('ItemImportDialog', () => {
  it('lists bad rows with their line numbers and reasons before anything is saved, then sends one POST per good row', async () => {
    const { api, rows } = inventoryApi([]);
    const { user, dialog } = await openWithFile(
      csv(
        'Product name,Qty,Price,Cost,Unit,Category',
        'Rice 50kg,12,85000,70000,BAG,Food; Grains',
        ',5,100,50,,',
        'Beans,-3,100,50,,',
        'Garri,5,abc,,,',
        'Palm oil,4,"2,500.50",,LITRE,',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('2 to create, 0 to update, 0 skipped, 3 invalid.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Line 3');
    expect(dialog).toHaveTextContent('Name is required');
    expect(dialog).toHaveTextContent('Line 4');
    expect(dialog).toHaveTextContent('Quantity must be a whole number of 0 or more');
    expect(dialog).toHaveTextContent('Line 5');
    expect(dialog).toHaveTextContent('Selling price: Enter a price like 1500 or 1500.50');
    // Nothing saved while the user reviews.
    expect(api.calls('post', LIST)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 items' }));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Created').nextElementSibling).toHaveTextContent('2');
    expect(api.calls('post', LIST).map((call) => call.body)).toEqual([
      expect.objectContaining({
        name: 'Rice 50kg',
        quantity: 12,
        unit_price: '85000.00',
        cost_price: '70000.00',
        tags: ['BAG'],
        categories: ['Food', 'Grains'],
        location: LOCATION,
      }),
      expect.objectContaining({ name: 'Palm oil', quantity: 4, unit_price: '2500.50', cost_price: '0.00', tags: ['LITRE'] }),
    ]);
    expect(rows).toHaveLength(2);
  });

  it('retries only the failed rows: a row saved the first time is not sent again', async () => {
    const { api, rows } = inventoryApi([]);
    api.failNext('post', LIST, 'network');
    const { user, dialog } = await openWithFile(csv('name,selling_price', 'Rice,100', 'Beans,200', 'Garri,300'));
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 3 items' }));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    expect(within(report).getByText('Created').nextElementSibling).toHaveTextContent('2');
    expect(rows.map((row) => row.name)).toEqual(['Beans', 'Garri']);

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    expect(await within(dialog).findByText('Created')).toBeInTheDocument();
    await vi.waitFor(() => expect(rows.map((row) => row.name).sort()).toEqual(['Beans', 'Garri', 'Rice']));
    // One successful POST per row, whatever the retries.
    expect(api.calls('post', LIST).map((call) => (call.body as { name: string }).name)).toEqual([
      'Rice',
      'Beans',
      'Garri',
      'Rice',
    ]);
  });

  it('finds items already in stock (same barcode, or same name in any case, removed ones too) and skips them by default', async () => {
    const { api } = inventoryApi([
      item(1, { name: 'Ankara tote', barcode_number: '5901234123457' }),
      item(2, { name: 'Old stock', active: false }),
    ]);
    const { user, dialog } = await openWithFile(
      csv('name,selling_price,barcode', 'Tote bag,100,5901234123457', 'OLD STOCK,100,', 'New thing,100,'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('1 to create, 0 to update, 2 skipped, 0 invalid.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Ankara tote');
    expect(dialog).toHaveTextContent('Old stock (removed)');
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 item' }));
    await within(dialog).findByRole('region', { name: 'Import report' });
    expect(api.calls('post', LIST).map((call) => (call.body as { name: string }).name)).toEqual(['New thing']);
    // Both lists were read once each, in the chosen location, asking for everything at once.
    const lists = api.calls('get', LIST);
    expect(lists.map((call) => call.query.get('page_size'))).toEqual(['9999', '9999']);
    expect(lists.map((call) => call.query.get('location'))).toEqual([String(LOCATION), String(LOCATION)]);
  });

  it('shows hostile names from a file as text', async () => {
    inventoryApi([item(1, { name: '<script>window.__pwned=1</script>' })]);
    const { user, dialog } = await openWithFile(
      csv(
        'name,selling_price',
        '<script>window.__pwned=1</script>,100',
        '"<img id=""pwned"" src=x onerror=""window.__pwned=1"">",abc',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Check rows' }));
    expect(await within(dialog).findByText('0 to create, 0 to update, 1 skipped, 1 invalid.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Line 2: <script>window.__pwned=1</script>');
    expect(dialog).toHaveTextContent('Same name as the existing item <script>window.__pwned=1</script>');
    expectInertDom();
  });
});
