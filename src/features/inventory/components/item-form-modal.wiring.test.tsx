/** Where the item form opens: 'Add item' on the list (Inventory create) and Edit in a row's menu (Inventory edit). */
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { permissionId } from '@/lib/permissions';
import { stubApi } from '@/test/api-stub';
import { TEST_OWNER } from '@/test/fixtures';
import { renderWithApp } from '@/test/render';
import type { InventorySearch } from '../search';
import { InventoryPage } from './inventory-page';

vi.setConfig({ testTimeout: 30_000 });

const LIST = '/business/v1/{businessId}/tools/inventories/';
const TAGS = '/business/v1/{businessId}/tools/tags/';

const LACE: BusinessSchemas['InventoryItem'] = {
  id: 5,
  name: 'French lace',
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
};

function Harness() {
  const [search, setSearch] = useState<InventorySearch>({});
  return <InventoryPage search={search} onSearchChange={(patch) => setSearch((prev) => ({ ...prev, ...patch }))} />;
}

function stub() {
  stubApi()
    .on('get', LIST, { status: 200, body: { count: 1, next: null, previous: null, results: [LACE] } })
    .on('get', TAGS, { status: 200, body: [{ id: 1, name: 'PCS' }] });
}

describe('the item form on the inventory list', () => {
  it('“Add item” opens an empty form; Edit in a row opens the item', async () => {
    stub();
    const { user } = renderWithApp(<Harness />, { routerPath: '/' });
    await screen.findByRole('row', { name: /French lace/ });
    await user.click(screen.getAllByRole('button', { name: 'Add item' })[0]!);
    // The form's code loads when it first opens: allow for a busy machine.
    const adding = await screen.findByRole('dialog', { name: 'Add item' }, { timeout: 10_000 });
    expect(within(adding).getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await user.click(within(adding).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Actions for French lace' })[0]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit “French lace”' }, { timeout: 10_000 });
    expect(within(editing).getByRole('textbox', { name: /^Name/ })).toHaveValue('French lace');
  });

  it('a member who may only view inventory gets no “Add item” and no Edit', async () => {
    stub();
    const { user } = renderWithApp(<Harness />, {
      routerPath: '/',
      membership: { ...TEST_OWNER, is_owner: false, member_id: 9, permissions: [permissionId('inventory', 'view')] },
    });
    await screen.findByRole('row', { name: /French lace/ });
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Actions for French lace' })[0]!);
    expect(await screen.findByRole('menuitem', { name: /^Edit/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
