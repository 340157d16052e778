import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { stubApi } from '@/test/api-stub';
import { expectInertDom, renderWithApp } from '@/test/render';
import { HOSTILE_NAMES } from '@/test/hostile-strings';
import type { InventorySearch } from '../search';
import { InventoryPage } from './inventory-page';

const LIST = '/business/v1/{businessId}/tools/inventories/';
const ITEM = '/business/v1/{businessId}/tools/inventories/{id}/';
const TAGS = '/business/v1/{businessId}/tools/tags/';

type Item = BusinessSchemas['InventoryItem'];

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
  unit: 'piece',
  is_published: false,
  low_stock_threshold: 5,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
  ...fields,
});

function Harness({ initial = {} }: { initial?: InventorySearch }) {
  const [search, setSearch] = useState<InventorySearch>(initial);
  return (
    <>
      <output data-testid="url">{JSON.stringify(search)}</output>
      <InventoryPage search={search} onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))} />
    </>
  );
}

const page = (results: Item[]) => ({
  status: 200 as const,
  body: { count: results.length, next: null, previous: null, results },
});

function stub(results: Item[]) {
  return stubApi()
    .on('get', LIST, page(results))
    .on('get', TAGS, {
      status: 200,
      body: [
        { id: 1, name: 'PCS' },
        { id: 2, name: 'Rolls' },
      ],
    });
}

const urlState = () => JSON.parse(screen.getByTestId('url').textContent ?? '{}') as Record<string, unknown>;

describe('InventoryPage', () => {
  it('shows quantity with unit, prices in the item currency, stock and marketplace badges', async () => {
    stub([
      item(1, { name: 'Ankara', quantity: 3, is_published: true }),
      item(2, { name: 'Tailoring', type: 'service', quantity: 0, unit: 'job' }),
    ]);
    renderWithApp(<Harness />, { routerPath: '/' });
    const ankara = await screen.findByRole('row', { name: /Ankara/ });
    const table = screen.getByRole('table');
    expect(ankara).toHaveTextContent('3 piece');
    expect(ankara).toHaveTextContent('₦15,000.00');
    expect(ankara).toHaveTextContent('Low stock');
    expect(ankara).toHaveTextContent('Published');
    const service = within(table).getByRole('row', { name: /Tailoring/ });
    expect(service).not.toHaveTextContent('Out of stock');
  });

  it('sends each filter to the list call and keeps it in the URL; Clear filters empties them', async () => {
    const api = stub([]);
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByText('No items yet');
    // Closed at first (the filters' code loads on demand), opened by their button.
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Type' }), 'Services');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marketplace' }), 'Not published');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Rolls' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Rolls');
    expect(urlState()).toMatchObject({ type: 'service', low: true, published: false, tag: 'Rolls' });
    await waitFor(() => {
      const query = api.calls('get', LIST).at(-1)!.query;
      expect(Object.fromEntries(query)).toMatchObject({
        type: 'service',
        low_stock: 'true',
        published: 'false',
        tag: 'Rolls',
        active: 'true',
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(urlState()).toEqual({});
  });

  it('publishes only an item that has a picture, and says why not', async () => {
    const api = stub([
      item(1, { name: 'No picture' }),
      item(2, { name: 'Pictured', images: [{ id: 9, image: 'http://127.0.0.1/x.png' }], image: 'http://127.0.0.1/x.png' }),
    ]);
    api.on('patch', ITEM, ({ params }) => ({ status: 200, body: item(Number(params.id), { is_published: true }) }));
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await user.click((await screen.findAllByRole('button', { name: 'Actions for No picture' }))[0]!);
    const publish = await screen.findByRole('menuitem', { name: /Publish/ });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveTextContent('Add an image before publishing.');
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: 'Actions for Pictured' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    expect(await screen.findByText('“Pictured” is on the marketplace')).toBeInTheDocument();
    expect(api.calls('patch', ITEM).map((c) => [c.params.id, c.body])).toEqual([['2', { is_published: true }]]);
  });

  it('opens Adjust stock for a product, not for a service', async () => {
    stub([item(1, { name: 'Ankara' }), item(2, { name: 'Tailoring', type: 'service' })]);
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await user.click((await screen.findAllByRole('button', { name: 'Actions for Tailoring' }))[0]!);
    expect(screen.queryByRole('menuitem', { name: 'Adjust stock' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: 'Actions for Ankara' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Adjust stock' }));
    expect(await screen.findByRole('dialog', { name: 'Adjust stock of “Ankara”' })).toHaveTextContent('In stock now: 48 piece.');
  });

  it.each(HOSTILE_NAMES)('shows an item named %j as text', async (name) => {
    stub([item(1, { name })]);
    renderWithApp(<Harness />, { routerPath: '/' });
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain(name));
    expectInertDom();
  });
});
