import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import { installFakeScrollLayout } from '@/test/scroll-layout';
import { indexItems } from '../../utils/full-list';
import { FullListGrid, ROW_HEIGHT } from './full-list-grid';

// The virtualizer's code arrives only when the test lets it: the list is first drawn by its
// placeholder, as on a slow connection.
const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
});
vi.mock('./full-list-virtual', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

installFakeScrollLayout();

type Item = BusinessSchemas['InventoryItem'];
const COUNT = 2000;
const items: Item[] = Array.from({ length: COUNT }, (_, index) => ({
  id: index + 1,
  name: `Item ${String(index + 1).padStart(4, '0')}`,
  tags: [],
  currency: 'NGN',
  type: 'product',
  unit_price: '1500.00',
  cost_price: '1000.00',
  user: 501,
  categories: [],
  image: null,
  images: [],
  description: null,
  barcode_number: null,
  quantity: 10,
  location: 21,
  active: true,
  supplier: null,
  unit: 'piece',
  is_published: false,
  low_stock_threshold: null,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-11-20T17:45:00Z',
}));

describe('FullListGrid while the virtualizer loads', () => {
  it('keeps a move made on the placeholder (End): the last row is drawn, active and scrolled to once the code is in', async () => {
    render(
      <FullListGrid
        rows={indexItems(items)}
        wide
        label="All items"
        sort={undefined}
        onSortChange={() => undefined}
        positionKey="early-keys"
        hrefOf={(item) => `/items/${item.id}`}
        onOpen={() => undefined}
      />,
    );
    const grid = () => screen.getByRole('grid', { name: 'All items' });
    // The placeholder: the first screen of rows, no virtualizer yet.
    expect(screen.getByRole('link', { name: 'Item 0001' })).toBeInTheDocument();
    expect(screen.getAllByRole('row').length).toBeLessThan(20);

    grid().focus();
    fireEvent.keyDown(grid(), { key: 'End' });
    expect(screen.queryByRole('link', { name: 'Item 2000' })).toBeNull();
    const bottom = grid().scrollTop;
    expect(bottom).toBeGreaterThan((COUNT - 20) * ROW_HEIGHT);

    await act(async () => {
      gate.open();
      await gate.opened;
    });
    expect(await screen.findByRole('link', { name: 'Item 2000' })).toBeInTheDocument();
    expect(grid().scrollTop).toBe(bottom);
    expect(grid()).toHaveFocus();
    const active = document.getElementById(grid().getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-rowindex', String(COUNT + 1));
  });
});
